import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** A bundle's files by name, read on demand from the ZIP on disk (never all in memory). */
export interface ZipBundle {
  names(): string[];
  has(name: string): boolean;
  size(name: string): number;
  /** A small file's bytes (JSON, text). */
  read(name: string): Promise<Buffer>;
  /** A large file's bytes as they come off the disk (footage). */
  stream(name: string): Promise<Readable>;
  close(): void;
}

function openZip(path: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (error, zip) => {
      if (error !== null || zip === undefined) reject(error ?? new Error('no ZIP'));
      else resolve(zip);
    });
  });
}

function entriesOf(zip: ZipFile): Promise<Map<string, Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, Entry>();
    zip.on('entry', (entry: Entry) => {
      // Two files under one name would let a checker and a reader see different content.
      if (entries.has(entry.fileName)) {
        reject(new Error(`the bundle holds ${entry.fileName} twice`));
        return;
      }
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

export async function openZipBundle(path: string): Promise<ZipBundle> {
  const zip = await openZip(path);
  const entries = await entriesOf(zip);
  const entry = (name: string) => {
    const found = entries.get(name);
    if (found === undefined) throw new Error(`${name} is missing from the bundle`);
    return found;
  };
  const stream = (name: string) =>
    new Promise<Readable>((resolve, reject) => {
      zip.openReadStream(entry(name), (error, readable) => {
        if (error !== null || readable === undefined) reject(error ?? new Error(name));
        else resolve(readable);
      });
    });
  return {
    names: () => [...entries.keys()],
    has: (name) => entries.has(name),
    size: (name) => entry(name).uncompressedSize,
    async read(name) {
      const parts: Buffer[] = [];
      for await (const part of await stream(name)) parts.push(part as Buffer);
      return Buffer.concat(parts);
    },
    stream,
    close: () => zip.close(),
  };
}
