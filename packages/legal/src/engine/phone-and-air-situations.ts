import type { Situation } from './situations';

/**
 * Police taking or looking through a phone, and police watching from the air: questions that
 * share words with recording ("videos", "drone") but are about a search ("can police
 * take my phone to look at my videos" got recording-consent law; "can police fly a drone over my
 * yard" got the rules for flying one's own).
 */
export const PHONE_AND_AIR_SITUATIONS: readonly Situation[] = [
  {
    id: 'phone-seizure',
    label: 'police taking or searching your phone',
    pattern:
      /\b((take|took|taking|seiz\w*|grab\w*|confiscat\w*|keep|keeping|kept|hold|holding)\s+(my|his|her|our|their|the|your)\s+(cell\s*)?(phone|cellphone|camera|device)|(look|looking|looked|go|going|went|gone|scroll\w*|dig\w*|search\w*)\s+(at|through|thru|in|into)\s+(my|his|her|the|our)\s+(phone|cell\s*phone|videos?|photos?|pictures?|footage|camera roll|gallery|texts?|messages)|search\w*\s+(my|his|her|the|our)\s+(cell\s*)?phones?|(see|watch|view|check)\w*\s+(my|his|her|the)\s+(videos?|footage|photos?|pictures?|camera roll|texts?|messages))\b/i,
    topics: ['search'],
    core: ['search-phone-held-for-warrant', 'search-phone'],
    leadsWithCore: true,
    replaces: ['recording'],
    es: {
      label: 'que la policía le quite o revise el teléfono',
      pattern:
        /\b((quitar\w*|quitaron|quito|tomar\w*|tomaron|agarrar\w*|agarraron|confiscar\w*|retener\w*|retuvieron|quedarse con)\s+(mi|su|el)\s+(telefono|celular|camara)|(ver|revisar|mirar|buscar)(me)?\s+(en\s+)?(mi|el|mis|los)\s+(telefono|celular|videos|fotos|mensajes|grabaciones))\b/,
    },
  },
  {
    id: 'aerial-surveillance',
    label: 'police watching from the air',
    pattern:
      /\b((police|cops?|officers?|sheriff'?s?|government|feds|they)\s+(can\s+|could\s+|may\s+|are\s+|were\s+|is\s+|keep\s+)?(fly|flying|flew|use|using|used|send|sending|sent|hover\w*|circl\w*|put|putting)\s+(a\s+|an\s+|their\s+|the\s+)?(drones?|helicopters?|planes?|airplanes?|aircraft)|police (drones?|helicopters?|planes?)|(drones?|helicopters?|planes?|aircraft)\s+((is|are|was|were|keeps?)\s+)?(flying\s+|hovering\s+|circling\s+)?(over|above)\s+(my|our|the)\s+(yard|backyard|house|home|property|roof|garden|land|farm|fence))\b/i,
    topics: ['search'],
    core: ['search-aerial-surveillance'],
    leadsWithCore: true,
    replaces: ['recording'],
    es: {
      label: 'la vigilancia policial desde el aire',
      pattern:
        /\b((policia|agentes?|oficiales?|gobierno)\s+(puede\s+|pueden\s+)?(volar|vuela|vuelan|usar|usa|use|usan|usen|mandar|manda|mandan|enviar|envia|envian|pasar)\s+(un\s+|unos\s+)?(dron|drones|helicoptero|avion)|drones? de la policia|helicoptero de la policia|(dron|drones|helicoptero|avion)\s+(volando\s+)?(sobre|encima de)\s+(mi|nuestra|nuestro|la|el)\s+(patio|casa|propiedad|techo|jardin|terreno))\b/,
    },
  },
];
