import type { Situation } from './situations';
import { withStateRows } from './state-rows';

/** Words of jail and release, where a call to ICE is a question of holding someone for it. */
const IN_JAIL = {
  en: String.raw`\b(jail\w*|arrest\w*|custody|locked up|booked|booking|bail|bond|released?|get(s|ting)? out)\b`,
  es: String.raw`\b(carcel|arrest\w*|detenid[oa]s?|pres[oa]s?|custodia|fianza|solt\w*|suelt\w*|salga|salir)\b`,
};
/** Words of immigration status, for a state law about it. */
const STATUS = {
  en: String.raw`\b(undocumented|without (papers|status|documents)|no papers|illegal(ly)?|immigra\w*|migrants?)\b`,
  es: String.raw`\b(sin papeles|indocumentad[oa]s?|inmigra\w*|migra\w*|sin documentos|papeles)\b`,
};

/**
 * Questions the broad immigration situations answered with the rule about a warrant at the door:
 * a jail holding someone for ICE (a state's detainer law), a state's own immigration crime (most
 * are blocked), and getting body-camera video (a state's records law, not recording the police).
 */
export const IMMIGRATION_AND_RECORDS_SITUATIONS: readonly Situation[] = [
  {
    id: 'immigration-hold',
    label: 'a jail holding someone for ICE',
    pattern: new RegExp(
      String.raw`\b(detainers?|(ICE|immigration) holds?|holds? (him|her|them|me|us) for ICE|(hand\w*|turn\w*|transfer\w*|give|giving) (him|her|them|me|us|my \w+) (over )?to ICE|TRUST Act|sanctuary (state|city|law)|287\(g\))\b|^(?=[\s\S]*\bICE\b)(?=[\s\S]*\b(put|placed|has|had|have|got) (a|an) hold\b)|^(?=[\s\S]*${IN_JAIL.en})(?=[\s\S]*\b(tell|notify|call|contact|report)\w* (to )?ICE\b)|^(?=[\s\S]*${IN_JAIL.en})(?=[\s\S]*\b(ICE|immigration)\b[\w\s]{0,30}\binterview\w*)`,
      'i',
    ),
    topics: ['immigration-holds', 'silence'],
    core: [
      'immigration-hold-ca',
      'immigration-hold-il',
      'immigration-hold-ct',
      'immigration-hold-co',
      'immigration-hold-wa',
      'immigration-hold-nj',
      'immigration-hold-nc',
      'immigration-hold-ga',
      'immigration-hold-general',
    ],
    // A state table: the state's own row leads, the general rule where it has none.
    leadsWithCore: true,
    replaces: ['immigration-at-home', 'no-knock', 'traffic-stop', 'identification'],
    es: {
      label: 'que la cárcel retenga a alguien para ICE',
      pattern: new RegExp(
        String.raw`\b(detainer|hold|(entreg\w*|pas\w*|transfer\w*) a (la )?(ice|migra)|trust act|santuario|287\(g\))\b|^(?=[\s\S]*${IN_JAIL.es})(?=[\s\S]*\b(avis\w*|llam\w*|notific\w*|report\w*)( a)? (la )?(ice|migra)\b)`,
      ),
    },
  },
  {
    id: 'state-immigration-crime',
    label: 'a state’s own immigration crimes',
    pattern: new RegExp(
      String.raw`\b(SB ?4-?C|SB ?1718|HB ?4156|HB ?83|impermissible occupation)\b|^(?=[\s\S]*${STATUS.en})(?=[\s\S]*\b(state (immigration )?law|new (state )?law|state crime|illegal (entry|reentry)|(for|just for) (being|living|entering|coming) (here|in|into)|transport\w*)\b)`,
      'i',
    ),
    topics: ['state-immigration-law'],
    core: [
      'florida-sb4c-blocked',
      'florida-transport-blocked',
      'oklahoma-hb4156-blocked',
      'idaho-hb83-blocked',
      'state-immigration-crimes-general',
    ],
    leadsWithCore: true,
    replaces: ['immigration-at-home', 'identification', 'traffic-stop'],
    es: {
      label: 'los delitos de inmigración de un estado',
      pattern: new RegExp(
        String.raw`\b(sb ?4-?c|sb ?1718|hb ?4156|hb ?83)\b|^(?=[\s\S]*${STATUS.es})(?=[\s\S]*\b(ley (estatal|nueva|del estado)|delito estatal|(por|solo por) (haber )?(entrado|entrar|vivir|estar) (al estado|aqui|en el estado))\b)`,
      ),
    },
  },
  {
    id: 'bodycam-footage',
    label: 'getting body-camera video',
    // The police car's dash camera; one's own ("my dash cam recorded it") is a recording question.
    pattern:
      /\b(body ?cams?|body[- ]worn|body cameras?|(?<!\b(my|our|own)\s)(dash ?cams?|dash(board)? cameras?))\b/i,
    topics: ['bodycam', 'misconduct'],
    core: withStateRows('bodycam', [], ['bodycam-footage-general']),
    leadsWithCore: true,
    // The stop or arrest it recorded is what happened, not what is asked.
    replaces: ['recording', 'traffic-stop', 'arrest'],
    es: {
      label: 'obtener el video de la cámara corporal',
      // "la cámara que traía en el pecho": the camera an officer wears, told, not named.
      pattern:
        /\b(camaras? corporal(es)?|body ?cams?|camaras? (en|del) (el )?(pecho|uniforme|chaleco)|(traia|llevaba|tenia) (una )?camara|(video|grabacion) de la camara (del|de la|de los) (policia|oficial|agente)s?|camaras? (del|de la|de los) (policia|oficial|agente)s?|camaras? del tablero|dash ?cam)\b/,
    },
  },
];
