import { LEGAL_CORPUS } from '../corpus';
import { ruleWords } from '../language';
import type { GuideSection, LegalLanguage, LegalRule, LegalSource, LegalTopic } from '../types';

/** Rules of these topics that apply in `state` (nationwide ones, and the state's own). */
export function rulesFor(topics: readonly LegalTopic[], state?: string): LegalRule[] {
  return LEGAL_CORPUS.filter(
    (rule) =>
      topics.includes(rule.topic) &&
      (rule.states === undefined || (state !== undefined && rule.states.includes(state))),
  );
}

/** Rules limited to `state`, of any of these topics. */
export function stateOnlyRules(state: string, topics?: readonly LegalTopic[]): LegalRule[] {
  return LEGAL_CORPUS.filter(
    (rule) =>
      rule.states?.includes(state) === true &&
      (topics === undefined || topics.includes(rule.topic)),
  );
}

/** Rules of these topics limited to some states (buffer laws, state statutes). */
export function stateLimitedRules(topics: readonly LegalTopic[]): LegalRule[] {
  return LEGAL_CORPUS.filter((rule) => rule.states !== undefined && topics.includes(rule.topic));
}

/** Rules grounded in a constitutional amendment, found by the citation they give. */
export function rulesCiting(citation: RegExp): LegalRule[] {
  return LEGAL_CORPUS.filter((rule) => rule.sources.some((s) => citation.test(s.citation)));
}

export function uniqueSources(sources: readonly LegalSource[]): LegalSource[] {
  const seen = new Set<string>();
  return sources.filter((source) => {
    const key = `${source.title}|${source.citation}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

interface SectionParts {
  id: string;
  /** The language of `title`, `content` and `leadPoints`, and of the rules' words. */
  language: LegalLanguage;
  title: string;
  content: string;
  rules: readonly LegalRule[];
  /** Points and sources that come from the state data rather than from rules. */
  leadPoints?: string[];
  leadSources?: LegalSource[];
}

/** A guide section from rules: each rule is a key point, each source a citation. */
export function section(parts: SectionParts): GuideSection {
  const words = parts.rules.map((rule) => ruleWords(rule, parts.language));
  return {
    id: parts.id,
    title: parts.title,
    content: parts.content,
    keyPoints: [...(parts.leadPoints ?? []), ...words.map((rule) => `${rule.title}: ${rule.text}`)],
    sayThis: [...new Set(words.flatMap((rule) => rule.sayThis ?? []))],
    citations: uniqueSources([
      ...(parts.leadSources ?? []),
      ...parts.rules.flatMap((rule) => rule.sources),
    ]),
  };
}

/** A section with nothing to say is left out rather than shown empty. */
export function nonEmpty(sections: GuideSection[]): GuideSection[] {
  return sections.filter((s) => s.keyPoints.length > 0);
}
