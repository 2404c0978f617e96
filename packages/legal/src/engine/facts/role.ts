import { foldAccents } from '../../language';
import type { LegalLanguage } from '../../types';

/** Where the person stands in the encounter: what changes which rule answers. */
export type Role = 'driver' | 'passenger' | 'pedestrian' | 'home' | 'observer';

/**
 * Words that put the person in a role, most telling first within each. Spanish is matched
 * without accents. A cue counts for the role unless a negation stands just before it.
 */
const CUES: Record<LegalLanguage, [Role, RegExp][]> = {
  en: [
    [
      'passenger',
      /\b((?<!my )passengers?|riding (in|with)|in (my|a) (friend|buddy|mom|dad|brother|sister|uber|lyft|taxi)\S*( car)?|in the back ?seat|(someone|somebody) else was driving|i was(n'?t| not) the driver)\b/gi,
    ],
    [
      'driver',
      /\b(driving|drove|(the|i'?m the|as the) driver|my passengers?|behind the wheel|pulled (me )?over|pull(s|ing)? me over|my (driver'?s )?licen[sc]e and registration)\b/gi,
    ],
    [
      'pedestrian',
      /\b(walking|walked|on foot|jogging|running|biking|on (a|my) bike|skateboarding|on the (sidewalk|street corner)|at the bus stop|waiting for (a|the) bus|standing (on|outside|in front)|in the park|on the street)\b/gi,
    ],
    [
      'home',
      /\b(at my (door|house|home|apartment|place)|(my|the) front door|knock\w* (on|at) (my|the) door|in my (house|home|apartment|yard|backyard)|at home)\b/gi,
    ],
    [
      'observer',
      /\b(bystander|watching (the|an|a|them|police|cops|officers)|(film|record|video)\w* (someone|somebody|a stranger|another person|my (friend|neighbor|brother|sister|son|daughter))|(my|a) (friend|neighbor|brother|sister|son|daughter|stranger|man|woman|guy) (is|was|got|being) (stopped|arrested|pulled over|detained)|(stopped|arrested|detained|pulled over|searched|searching|frisked|handcuffed) (my|a|an|some) (friend|neighbor|brother|sister|son|daughter|stranger|man|woman|guy|person|kid|teen|teenager)|across the street|(film|record|video)\w* (a|an|the|some|this|that|their) (\w+ )?(arrest|stop|traffic stop|search|raid)|from the (far |other )?(sidewalk|side of the street|corner))\b/gi,
    ],
  ],
  es: [
    [
      'passenger',
      /\b(pasajer[oa]s?|iba en el carro de|yo no (iba manejando|manejaba|era el conductor|era la conductora)|otra persona manejaba)\b/g,
    ],
    [
      'driver',
      /\b(manejando|manejaba|maneje|conduciendo|conducia|conductor(a)?|al volante|me (pararon|detuvieron) (manejando|en mi (carro|coche|auto))|mi licencia de conducir|(como|de|el|la|soy|era|iba de) chofer)\b/g,
    ],
    [
      'pedestrian',
      /\b(caminando|a pie|en bicicleta|corriendo|en la (acera|banqueta|calle|parada del autobus)|en el parque|parad[oa] afuera)\b/g,
    ],
    [
      'home',
      /\b(en mi (casa|puerta|apartamento|departamento|patio)|a mi puerta|tocan? (la|mi) puerta|en casa)\b/g,
    ],
    [
      'observer',
      /\b(testigo|mirando|observando|grab\w* a (otra persona|alguien|un desconocido|mi (amig[oa]|vecin[oa]|herman[oa]|hij[oa]))|(mi|un|una) (amig[oa]|vecin[oa]|herman[oa]|hij[oa]|desconocid[oa]) (estaba|esta|fue) (detenid[oa]|arrestad[oa]))\b/g,
    ],
  ],
};

/** A negation in the few words before a cue: "not driving", "wasn't the driver", "no iba manejando". */
const NEGATION: Record<LegalLanguage, RegExp> = {
  en: /\b(not|n't|never|no longer|nobody was|no one was)\s+(\w+\s+){0,2}$|n't\s+(\w+\s+){0,2}$/i,
  es: /\b(no|nunca|ya no|ni)\s+(\w+\s+){0,2}$/,
};

export interface RoleFacts {
  /** The role the text puts the person in, when one stands out. */
  role?: Role;
  /** Roles the text denies ("I'm not driving"). */
  denied: Role[];
}

/**
 * The person's role from their own words ("Not driving" and "walking" must not open
 * with the driver's license rule). A denied role never counts, and "I'm not driving, I'm
 * walking" is a pedestrian. Several roles named: the one named last that was not denied, since
 * people correct themselves ("I was driving... no, my friend was, I was the passenger").
 */
export function roleIn(text: string, language: LegalLanguage): RoleFacts {
  const source = language === 'es' ? foldAccents(text) : text;
  const named: { role: Role; at: number }[] = [];
  const denied = new Set<Role>();
  for (const [role, pattern] of CUES[language]) {
    for (const match of source.matchAll(pattern)) {
      const at = match.index ?? 0;
      const before = source.slice(Math.max(0, at - 30), at);
      // "I wasn't the driver" is itself a passenger cue; its negation is part of the cue.
      const isNegated =
        NEGATION[language].test(before) && !/n'?t the driver|not the driver/i.test(match[0]);
      if (isNegated) denied.add(role);
      else named.push({ role, at });
    }
  }
  // Being a passenger implies not driving; the driver words in "pulled over" then describe the car.
  const positive = named.filter((entry) => !denied.has(entry.role));
  const isPassenger = positive.some((entry) => entry.role === 'passenger');
  const candidates = isPassenger ? positive.filter((entry) => entry.role !== 'driver') : positive;
  const last = [...candidates].sort((a, b) => a.at - b.at).at(-1);
  if (isPassenger) denied.add('driver');
  return { ...(last === undefined ? {} : { role: last.role }), denied: [...denied] };
}
