import type { RecordingLayerName } from '@redzone/contract';
import type { KitBlock, KitDocument } from './kit-document';
import type { KitFacts } from './kit-facts';
import { RULES } from './rule-texts';

const item = (text: string): KitBlock => ({ kind: 'item', text });
const paragraph = (text: string): KitBlock => ({ kind: 'paragraph', text });
const heading = (text: string): KitBlock => ({ kind: 'heading', text });
/** The rules are quoted in English (only that text is the law), then said in plain Spanish. */
const plainly = (text: string): KitBlock => ({
  kind: 'note',
  text: `En palabras sencillas: ${text}`,
});

const LAYER_NAMES: Record<RecordingLayerName, string> = {
  sound: 'de sonido',
  evidence: 'de evidencia',
  full: 'de calidad completa',
  gaps: 'de interrupciones',
};

/** The guide of guide-en.ts, in Spanish. */
export function guideEs(facts: KitFacts): KitDocument {
  const { bundle } = facts;
  const exported = bundle === null ? '' : `, exportada el ${bundle.exportedAt}`;
  const hasTimestamps = bundle !== null && bundle.timestampCount > 0;
  return {
    language: 'es',
    title: 'El paquete de evidencia de Red Zone: una guía para abogados',
    subtitle: `Grabación ${facts.recordingId}${exported}`,
    blocks: [
      {
        kind: 'note',
        text: 'Esta guía explica qué es el paquete y cómo comprobarlo. No es asesoría legal: qué reglas se aplican, si conviene un certificado o un testigo, quién firma y cuándo se da el aviso lo decide un abogado. Las reglas citadas son las Reglas Federales de Evidencia; un tribunal estatal aplica sus propias reglas, que muchas veces siguen a las federales y a veces no tienen nada equivalente a las Reglas 902(13) y 902(14).',
      },
      heading('1. Qué contiene el paquete'),
      ...facts.layers.map((layer) =>
        item(
          `${layer.file}: la capa ${LAYER_NAMES[layer.name]} tal como la recibió el servidor, ${layer.byteCount} bytes en ${layer.chunkCount} partes; valor final de la cadena de hashes ${layer.chainHash}.`,
        ),
      ),
      item(
        'manifest.json: cada parte del video con su huella (hash) SHA-256, su tamaño y la hora en que la recibió el servidor; lo que dijo el teléfono sobre la grabación (título, lugar, duración) va aparte, en "device".',
      ),
      item(
        'acks/: para cada parte, el recibo que el servidor envió al teléfono en el momento en que la guardó, firmado con la clave Ed25519 del servidor. El teléfono guardó su propia copia de cada uno.',
      ),
      item(
        'keys.json: las claves públicas de firma del servidor y el periodo en que se usó cada una.',
      ),
      item(
        'custody-log.json: cada vez que la grabación se vio, se descargó, se exportó o se usó en un informe a través de Red Zone, cada entrada enlazada por una huella con la anterior.',
      ),
      item(
        'signatures.json: las firmas del servidor sobre manifest.json, custody-log.json, keys.json, README.txt y cada archivo de court-kit/.',
      ),
      ...(hasTimestamps
        ? [
            item(
              'timestamps/: sellos de autoridades de sellado de tiempo independientes (RFC 3161).',
            ),
          ]
        : []),
      item(
        'court-kit/: esta guía, una declaración para que una persona calificada la complete y la firme (Reglas 902(13) y 902(14)) y una carta de aviso de intención (Regla 902(11)), en inglés y en español, como texto y como PDF, completadas de antemano con las huellas de esta grabación.',
      ),
      heading('2. Qué prueba'),
      item(
        'Cada parte del video es, byte por byte, lo que recibió el servidor de Red Zone, a la hora que marcó su reloj: el servidor firmó un recibo por cada parte al guardarla, y el teléfono guardó copias.',
      ),
      item(
        'Nada se alteró, se quitó, se agregó ni se cambió de orden después, por nadie: un solo byte cambiado hace fallar una huella o una firma, y el verificador nombra el archivo.',
      ),
      item('Cada acceso a la grabación a través de Red Zone, y cuándo (el registro de custodia).'),
      item(
        hasTimestamps
          ? 'Que cada valor de la cadena con sello de tiempo existía a más tardar a la hora de la autoridad.'
          : 'Este paquete no trae ningún sello de tiempo independiente: sus horas dependen solo del reloj del servidor.',
      ),
      item(
        'Para una capa sellada cuya entrada en el registro trae el manifiesto, que se anotó en el registro público de evidencia de Red Zone, donde un cambio posterior se notaría.',
      ),
      heading('3. Qué no prueba'),
      item(
        'Lo que pasó frente a la cámara, ni que el video lo muestre todo: solo lo que envió el teléfono. Las partes que nunca se subieron simplemente no están.',
      ),
      item(
        'Quién tenía el teléfono, ni que el reloj, el lugar, el título o la descripción del teléfono sean correctos: son lo que dijo el teléfono.',
      ),
      item(
        'Que quien opera Red Zone no pudiera firmar recibos falsos con su propia clave. Lo que lo limita: los recibos guardados en el teléfono, los periodos de las claves publicados, el registro público de evidencia y los sellos de tiempo independientes.',
      ),
      item(
        'Nada sobre copias hechas fuera de Red Zone (un fragmento, un archivo recodificado, una grabación de pantalla): son otros archivos, con otras huellas.',
      ),
      heading('4. Cómo comprobarlo'),
      item(
        'Guarde el archivo ZIP tal como se descargó y anote su SHA-256 al recibirlo (sha256sum en Linux, shasum -a 256 en una Mac, certutil -hashfile ARCHIVO SHA256 en Windows). Nunca lo descomprima y lo vuelva a comprimir para pasarlo: el verificador rechaza un ZIP organizado de otra forma que como lo escribió la exportación.',
      ),
      item(
        'Sin conexión, en cualquier computadora: npx redzone-verify PAQUETE.zip --keys CLAVES.json (la orden está en el paquete @redzone/verify del código abierto de Red Zone). CLAVES.json es /.well-known/redzone-evidence-keys.json del servidor, obtenido por quien comprueba. Sin --keys, el paquete se comprueba con sus propias claves, lo que muestra que está completo pero no quién lo hizo. --tsa-ca CA.pem comprueba las firmas de la autoridad de sellado de tiempo; --log con la dirección del servidor pregunta en línea al registro público de evidencia si todavía contiene la toma.',
      ),
      item(
        'Imprime una línea por comprobación ("ok", "note" o "FAIL") y un veredicto. Termina con 0 solo cuando todo se cumple y está firmado con claves en las que usted decidió confiar, 3 cuando el paquete está intacto pero no está probado quién lo firmó (o cuándo), 1 cuando algo no se cumple, 2 cuando no pudo ejecutarse.',
      ),
      item(
        'En un navegador: la página /verify del sitio de Red Zone hace las mismas comprobaciones. Suelte allí el ZIP; se lee en su computadora y no se sube. La página solo obtiene las claves publicadas, y avisa cuando no pudo.',
      ),
      heading('5. Cómo sentar las bases de la prueba'),
      paragraph('La autenticación es el primer requisito:'),
      RULES.fre901a,
      plainly(
        'quien presenta una prueba debe mostrar lo suficiente para que se pueda concluir que es lo que dice ser.',
      ),
      paragraph(
        'Con un certificado, sin testigo. Dos reglas permiten que el certificado escrito de una persona calificada autentique pruebas electrónicas:',
      ),
      RULES.fre90213,
      RULES.fre90214,
      plainly(
        'un registro generado por un proceso o sistema electrónico que produce un resultado exacto (902(13)), o datos copiados de un dispositivo, medio o archivo e identificados por un proceso de identificación digital, como una huella (902(14)), se autentican con el certificado de una persona calificada; quien los presenta también debe dar el aviso de la Regla 902(11).',
      ),
      paragraph(
        'La declaración del kit sirve para las dos: la Regla 902(13) para los registros que generó el sistema (los recibos, el manifiesto, el registro de custodia) y la Regla 902(14) para los archivos de video, identificados por sus huellas. La Regla 902(11) pide un certificado que cumpla con una ley federal o una regla dictada por la Corte Suprema; el 28 U.S.C. § 1746 permite que sirva una declaración bajo pena de perjurio, de esta forma:',
      ),
      RULES.usc1746,
      plainly(
        '"Declaro bajo pena de perjurio que lo anterior es verdadero y correcto. Firmado el (fecha). (Firma)".',
      ),
      paragraph(
        'Quien declara debería ser alguien que ejecutó el verificador y sabe explicarlo, como un perito en informática forense; Red Zone es el sistema descrito y nunca firma. El aviso forma parte de las dos reglas:',
      ),
      RULES.fre902Notice,
      plainly(
        'antes del juicio o la audiencia, hay que avisar por escrito y con tiempo razonable a la parte contraria, y poner el registro y el certificado a su disposición, para que tenga una oportunidad justa de impugnarlos.',
      ),
      paragraph(
        'La carta de aviso de intención del kit es una plantilla para ello. Un certificado solo trata la autenticidad: la otra parte todavía puede objetar por otros motivos, como la pertinencia o la prueba de referencia (hearsay).',
      ),
      paragraph('Con un testigo. Entre sus ejemplos de autenticación, las reglas dan:'),
      RULES.fre901b9,
      plainly(
        'pruebas que describen un proceso o sistema y muestran que produce un resultado exacto.',
      ),
      paragraph(
        'Un testigo, muchas veces un perito, describe el proceso (sección 2 de la declaración) y muestra que produce un resultado exacto ejecutando el verificador. La persona que grabó, o alguien que estuvo allí, también puede decir lo que muestra el video:',
      ),
      RULES.fre901b1,
      plainly('el testimonio de que algo es lo que se dice que es.'),
      paragraph(
        'El paquete muestra entonces que el archivo es el que se subió en ese momento, sin cambios. Las dos vías se pueden combinar.',
      ),
      heading('6. Qué entregar a un perito'),
      item('El ZIP del paquete tal como se descargó, con el SHA-256 que anotó al recibirlo.'),
      item(
        'La declaración de court-kit/, si es la persona calificada que la completará y firmará.',
      ),
      item(
        'La dirección del servidor, para que obtenga /.well-known/redzone-evidence-keys.json por su cuenta y anote cuándo (o la copia que usted obtuvo, diciendo cuándo), y pueda usar --log.',
      ),
      ...(hasTimestamps
        ? [item('El certificado de la autoridad de sellado de tiempo (CA), para --tsa-ca.')]
        : []),
      item(
        'El código fuente de Red Zone en la versión que hizo el paquete: el verificador, el servidor y sus decisiones de diseño escritas (docs/decisions, 055 sobre la evidencia firmada, 091 sobre el registro de evidencia).',
      ),
      item(
        'Si está disponible, el teléfono que grabó: guardó su propia copia de cada recibo firmado.',
      ),
    ],
  };
}
