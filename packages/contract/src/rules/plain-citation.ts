/**
 * How the people who compiled the law data marked what they could not confirm ("chapter no. to
 * verify", "section number not verified", "the opinion not verified"): a note to themselves,
 * not words for someone in a stop. Shown to people, the same caveat reads in plain language;
 * a chapter number nobody needs to act on is simply left out.
 */
const PLAIN_CAVEATS: readonly [RegExp, string][] = [
  [/;?\s*(?:Laws of Fla\.\s*)?chapter no\. to verify/gi, ''],
  [
    /;?\s*(?:the exact )?section numbers? not verified/gi,
    '; we could not confirm the exact section',
  ],
  [/;?\s*code sections not verified/gi, '; we could not confirm the code sections'],
  [/;?\s*(?:the )?opinion not verified/gi, '; we have not read the opinion'],
  [/\s*[–-]\s*not verified\b/gi, ': we could not confirm this'],
  [/;?\s*(?:an? )?(appeal ruling[^;)]*?) not verified/gi, '; we could not confirm the $1'],
];

export function plainCitation(text: string): string {
  let plain = text;
  for (const [pattern, replacement] of PLAIN_CAVEATS) plain = plain.replace(pattern, replacement);
  return plain
    .replace(/\(\s*;\s*/g, '(')
    .replace(/\s+\)/g, ')')
    .replace(/;\s*;/g, ';')
    .trim();
}
