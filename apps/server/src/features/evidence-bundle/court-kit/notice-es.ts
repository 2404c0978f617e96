import type { RecordingLayerName } from '@redzone/contract';
import type { KitBlock, KitDocument } from './kit-document';
import type { KitFacts } from './kit-facts';
import { RULES } from './rule-texts';

const LAYER_NAMES: Record<RecordingLayerName, string> = {
  sound: 'de sonido (solo audio)',
  evidence: 'de evidencia en baja resolución',
  full: 'en calidad completa',
  gaps: 'de interrupciones',
};

/** The letter of notice-en.ts, in Spanish; the rule itself is quoted in English, as it is law. */
export function noticeEs(facts: KitFacts): KitDocument {
  const { bundle } = facts;
  const records: KitBlock[] = [
    {
      kind: 'item',
      text:
        bundle === null
          ? `El paquete de evidencia de Red Zone de la grabación ${facts.recordingId}.`
          : `El paquete de evidencia de Red Zone de la grabación ${facts.recordingId}, exportado el ${bundle.exportedAt}, cuyo manifiesto (manifest.json, con la huella de cada parte del video) tiene la huella SHA-256 ${bundle.manifestSha256}.`,
    },
    ...facts.layers.map((layer) => ({
      kind: 'item' as const,
      text: `El video ${LAYER_NAMES[layer.name]}, ${layer.file}: ${layer.byteCount} bytes en ${layer.chunkCount} partes, valor final de la cadena de hashes SHA-256 ${layer.chainHash}.`,
    })),
    { kind: 'item', text: 'El certificado de ______________, con fecha ______________.' },
  ];
  return {
    language: 'es',
    title: 'Aviso de intención de presentar registros y datos electrónicos certificados',
    subtitle: 'Reglas Federales de Evidencia 902(11), 902(13) y 902(14)',
    blocks: [
      {
        kind: 'note',
        text: 'Una plantilla completada de antemano por Red Zone con los datos de esta grabación. Un abogado la completa, la adapta y la envía; Red Zone no envía nada a nadie. Cuánto tiempo es razonable y cómo se entrega el aviso dependen del tribunal y del caso: lo decide un abogado. Esta versión en español sirve para entender la versión en inglés. Esta plantilla no es asesoría legal.',
      },
      { kind: 'blank', label: 'Fecha' },
      { kind: 'blank', label: 'Para (abogado de la parte contraria, nombre y dirección)' },
      { kind: 'blank', label: 'Tribunal' },
      { kind: 'blank', label: 'Caso (nombre y número)' },
      {
        kind: 'paragraph',
        text: 'Por medio de la presente se avisa que ______________ tiene la intención de presentar como prueba en ______________ (el juicio, o la audiencia de una fecha) los registros y datos que se indican abajo, y de autenticarlos con el certificado de una persona calificada conforme a las Reglas Federales de Evidencia 902(13) y 902(14), sin un testigo que los autentique:',
      },
      ...records,
      {
        kind: 'paragraph',
        text: 'Las Reglas 902(13) y 902(14) exigen cada una que quien presenta la prueba cumpla los requisitos de aviso de la Regla 902(11), que dice:',
      },
      RULES.fre902Notice,
      {
        kind: 'note',
        text: 'En palabras sencillas: antes del juicio o la audiencia, quien presenta la prueba debe avisar por escrito y con tiempo razonable a la parte contraria de que piensa presentar el registro, y poner el registro y el certificado a su disposición para que los revise, de modo que tenga una oportunidad justa de impugnarlos.',
      },
      {
        kind: 'paragraph',
        text: 'Los registros y el certificado están disponibles para su revisión en: ______________ (un lugar, una descarga segura, o copias adjuntas). Cualquier persona puede comprobar el paquete sin conexión con el verificador de código abierto de Red Zone (redzone-verify), o en un navegador en la página /verify del sitio de Red Zone, donde el archivo se lee en la computadora y no se sube. El servidor de Red Zone publica sus claves públicas de firma, y el periodo en que se usó cada una, en /.well-known/redzone-evidence-keys.json.',
      },
      {
        kind: 'paragraph',
        text: 'Si tiene la intención de impugnar la autenticidad de estos registros, le pido que lo diga por escrito a más tardar el ______________.',
      },
      { kind: 'blank', label: 'Firma' },
      { kind: 'blank', label: 'Nombre, número de abogado (bar number) y parte que representa' },
      { kind: 'blank', label: 'Dirección, teléfono y correo electrónico' },
      { kind: 'heading', text: 'Constancia de entrega' },
      {
        kind: 'paragraph',
        text: 'Certifico que el ______________ entregué este aviso a ______________ por medio de ______________.',
      },
      { kind: 'blank', label: 'Firma' },
    ],
  };
}
