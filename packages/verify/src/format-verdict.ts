import type { Verdict } from './verify-reader';

/** What the command prints: one line per check, then the verdict. */
export function formatVerdict(file: string, verdict: Verdict): string {
  const lines = verdict.findings.map((finding) => {
    const mark = finding.isNote === true ? 'note' : finding.holds ? 'ok  ' : 'FAIL';
    return `${mark} ${finding.subject}: ${finding.message}`;
  });
  const failed = verdict.findings.filter((finding) => !finding.holds).length;
  if (verdict.outcome === 'broken') {
    lines.push(`${file}: ${failed} check${failed === 1 ? '' : 's'} did not hold.`);
  } else if (verdict.outcome === 'proven') {
    lines.push(`${file}: everything holds, signed with keys you trust.`);
  } else {
    const missing = [
      ...(verdict.isOriginProven
        ? []
        : ['who signed it is NOT proven (pass --keys with the server’s published keys)']),
      ...(verdict.isTimeProven
        ? []
        : ['its time-stamps’ signatures were NOT checked (pass --tsa-ca)']),
      ...(verdict.isComplete
        ? []
        : [
            'the take was NOT sealed when it was exported, so it is NOT proven whole (export it again once it is sealed)',
          ]),
    ];
    lines.push(`${file}: the footage and its records are intact, but ${missing.join('; and ')}.`);
  }
  return `${lines.join('\n')}\n`;
}
