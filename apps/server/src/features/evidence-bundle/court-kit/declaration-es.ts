import type { RecordingLayerName } from '@redzone/contract';
import type { KitBlock, KitDocument } from './kit-document';
import type { KitFacts, KitLayer } from './kit-facts';

const LAYER_HEADINGS: Record<RecordingLayerName, string> = {
  sound: 'Capa de sonido (solo audio)',
  evidence: 'Capa de evidencia (baja resolución, enviada primero)',
  full: 'Capa de calidad completa',
  gaps: 'Registro de interrupciones (cuándo el teléfono no pudo grabar ni enviar, y por qué)',
};

function layerBlocks(layer: KitLayer): KitBlock[] {
  const received =
    layer.receivedFrom === null
      ? []
      : [
          {
            kind: 'field' as const,
            label: 'Recibida, según el reloj del servidor',
            value: `de ${layer.receivedFrom} a ${layer.receivedUntil ?? layer.receivedFrom}`,
          },
        ];
  return [
    { kind: 'heading', text: LAYER_HEADINGS[layer.name] },
    { kind: 'field', label: 'Archivo en el paquete', value: layer.file },
    { kind: 'field', label: 'Id de la capa', value: layer.layerId },
    {
      kind: 'field',
      label: 'Tamaño',
      value: `${layer.byteCount} bytes en ${layer.chunkCount} partes`,
    },
    { kind: 'field', label: 'Valor final de la cadena de hashes SHA-256', value: layer.chainHash },
    {
      kind: 'field',
      label: 'Sellada',
      value: layer.isSealed
        ? 'sí: el teléfono dijo que lo había enviado todo y su cadena coincidía con la del servidor'
        : 'no: el teléfono dejó de enviar antes de terminar; lo que llegó se comprueba igual',
    },
    ...received,
    { kind: 'blank', label: 'SHA-256 del archivo completo, calculado por mí' },
  ];
}

/** The declaration of declaration-en.ts, in Spanish, to be understood by whoever reads it. */
export function declarationEs(facts: KitFacts): KitDocument {
  const { bundle } = facts;
  return {
    language: 'es',
    title: 'Certificado de autenticidad de registros y datos electrónicos',
    subtitle:
      'Reglas Federales de Evidencia 902(13) y 902(14), certificado como exige la Regla 902(11), conforme al 28 U.S.C. § 1746',
    blocks: [
      {
        kind: 'note',
        text: `Completado de antemano por Red Zone con los datos del paquete de evidencia de la grabación ${facts.recordingId}. No tiene efecto hasta que una persona calificada haya comprobado el paquete con el verificador, llenado cada espacio en blanco, tachado lo que no sea cierto y firmado. Red Zone no lo firma ni es quien declara. Si se usa, ante qué tribunal y quién lo firma lo decide un abogado; este documento no es asesoría legal. Esta versión en español sirve para entender la versión en inglés; cuál se presenta, y si hace falta una traducción certificada, también lo decide un abogado.`,
      },
      { kind: 'heading', text: '1. Quién soy' },
      { kind: 'blank', label: 'Mi nombre' },
      { kind: 'blank', label: 'Mi cargo y organización' },
      { kind: 'blank', label: 'Mi formación y experiencia en el examen de datos electrónicos' },
      {
        kind: 'paragraph',
        text: 'Soy mayor de 18 años. Lo que declaro a continuación lo sé por mi propio examen del paquete de evidencia identificado en la sección 3, y del sistema Red Zone por su descripción publicada y su código fuente.',
      },
      { kind: 'heading', text: '2. El sistema y el proceso que produjeron los registros' },
      {
        kind: 'paragraph',
        text: 'Red Zone es una aplicación web para teléfonos. Mientras una persona graba, el teléfono envía el video al servidor de Red Zone en partes cortas ("chunks"), en capas separadas de la misma toma: solo sonido, una capa de evidencia de baja resolución que se envía primero, y el video en calidad completa. Con cada parte de cada capa:',
      },
      {
        kind: 'item',
        text: 'el teléfono calcula la huella (hash) SHA-256 de la parte y la envía con ella; el servidor calcula la huella de lo que recibió y rechaza la parte si las dos no coinciden;',
      },
      {
        kind: 'item',
        text: 'el servidor enlaza esa huella con las anteriores en una cadena de hashes: la cadena empieza con el SHA-256 de "redzone-recording:" seguido del id de la capa, y cada parte la lleva al SHA-256 del valor anterior de la cadena seguido de la huella de la parte; así el valor final cambia si cualquier parte se altera, se quita o se cambia de orden;',
      },
      {
        kind: 'item',
        text: 'el servidor guarda la parte cifrada, anota la hora según su reloj y responde al teléfono con un recibo firmado con la clave Ed25519 del servidor, que nombra la grabación, la capa, el número de la parte, su huella, la huella del registro guardado, la cadena después de ella, la hora y la clave; el teléfono guarda los recibos.',
      },
      {
        kind: 'paragraph',
        text: 'Cuando el teléfono dice que lo envió todo y su cadena coincide con la del servidor, la capa queda sellada y se anota en el registro público de evidencia de Red Zone, cuyas cabezas de árbol firmadas se publican. Donde hay autoridades de sellado de tiempo configuradas, estas refrendan valores de la cadena (RFC 3161). Cada vez que la grabación se ve, se descarga, se exporta o se usa en un informe, queda anotado en un registro de custodia, cada entrada enlazada por hash con la anterior. Al exportar, el servidor escribe el paquete de evidencia: el video de cada capa tal como llegó, un manifiesto con el tamaño, la huella y la hora de llegada de cada parte, los recibos, las claves públicas del servidor y sus periodos, el registro de custodia, y sus firmas sobre el manifiesto, el registro de custodia, las claves y los documentos explicativos. Las claves también se publican en /.well-known/redzone-evidence-keys.json. El verificador de Red Zone (redzone-verify, de código abierto) vuelve a calcular cada huella, las cadenas y cada firma a partir del paquete solo.',
      },
      { kind: 'heading', text: '3. Los registros y datos, identificados por sus huellas' },
      { kind: 'field', label: 'Grabación', value: facts.recordingId },
      bundle === null
        ? { kind: 'blank', label: 'Paquete exportado el' }
        : { kind: 'field', label: 'Paquete exportado el', value: bundle.exportedAt },
      bundle === null
        ? { kind: 'blank', label: 'SHA-256 de manifest.json' }
        : { kind: 'field', label: 'SHA-256 de manifest.json', value: bundle.manifestSha256 },
      {
        kind: 'field',
        label: 'Sellos de tiempo de terceros en el paquete',
        value:
          bundle === null
            ? 'vea el informe del verificador'
            : bundle.timestampCount === 0
              ? 'ninguno: las horas dependen solo del reloj del servidor'
              : `${bundle.timestampCount} (timestamps/)`,
      },
      ...facts.layers.flatMap(layerBlocks),
      { kind: 'heading', text: '4. Lo que informó el verificador' },
      { kind: 'blank', label: 'El archivo del paquete que comprobé, y su SHA-256' },
      { kind: 'blank', label: 'Fecha en que lo comprobé' },
      { kind: 'blank', label: 'Versión del verificador (o commit del código) y la orden que usé' },
      { kind: 'blank', label: 'Claves publicadas: dónde y cuándo las obtuve' },
      { kind: 'blank', label: 'Certificado de la autoridad de sellado de tiempo, si usé uno' },
      { kind: 'blank', label: 'Su última línea, tal como la imprimió' },
      {
        kind: 'paragraph',
        text: 'Código de salida (marque uno): [ ] 0: todo se cumple, firmado con claves en las que decidí confiar; [ ] 3: intacto, pero no está probado quién lo firmó o cuándo; [ ] 1: algo no se cumple.',
      },
      { kind: 'blank', label: 'Cada línea que no dice "ok", y lo que concluyo de ella' },
      { kind: 'heading', text: '5. Certificación' },
      {
        kind: 'paragraph',
        text: 'Con base en mi examen, certifico que los registros identificados en la sección 3 fueron generados por el proceso y sistema electrónico descrito en la sección 2, y que este produce un resultado exacto, como muestran las comprobaciones de la sección 4 (Regla Federal de Evidencia 902(13)); y que los archivos de video identificados en la sección 3 son copias fieles de los datos que recibió el servidor de Red Zone, autenticadas por un proceso de identificación digital: calculé sus huellas SHA-256 y las cadenas de hashes sobre sus partes, y coinciden con los valores de arriba (Regla Federal de Evidencia 902(14)).',
      },
      {
        kind: 'paragraph',
        text: 'Declaro bajo pena de perjurio [si se firma fuera de Estados Unidos, agregue: "conforme a las leyes de los Estados Unidos de América"] que lo anterior es verdadero y correcto.',
      },
      { kind: 'blank', label: 'Firmado el (fecha)' },
      { kind: 'blank', label: 'En (ciudad, estado o país)' },
      { kind: 'blank', label: 'Firma' },
      { kind: 'blank', label: 'Nombre en letra de molde' },
    ],
  };
}
