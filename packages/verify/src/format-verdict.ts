import type { Verdict } from './verify-reader';

/** What the command prints: one line per check, then the verdict. */
export function formatVerdict(file: string, verdict: Verdict): string {
  const lines = verdict.findings.map((finding) => {
    const mark = finding.isNote === true ? 'note' : finding.holds ? 'ok  ' : 'FAIL';
    return `${mark} ${finding.subject}: ${finding.message}`;
  });
  const failed = verdict.findings.filter((finding) => !finding.holds).length;
  lines.push(
    verdict.holds
      ? `${file}: everything holds.`
      : `${file}: ${failed} check${failed === 1 ? '' : 's'} did not hold.`,
  );
  return `${lines.join('\n')}\n`;
}
