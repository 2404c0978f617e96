import { describe, expect, it } from 'vitest';
import { tileImageSource } from './tile-source';

describe('tileImageSource', () => {
  it("allows OpenStreetMap's tile server by its origin", () => {
    expect(tileImageSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
  });

  it('turns a leading {s} subdomain into a wildcard', () => {
    expect(tileImageSource('https://{s}.tile.example.org/{z}/{x}/{y}{r}.png')).toBe(
      'https://*.tile.example.org',
    );
  });

  it('keeps a port and accepts a plain-http local tile server and TMS {-y}', () => {
    expect(tileImageSource('http://127.0.0.1:8080/tiles/{z}/{x}/{-y}.png?style=dark')).toBe(
      'http://127.0.0.1:8080',
    );
  });

  it('lowercases the host as browsers compare it', () => {
    expect(tileImageSource('https://Tiles.Example.ORG/{z}/{x}/{y}.png')).toBe(
      'https://tiles.example.org',
    );
  });

  it.each([
    ['no coordinates', 'https://tile.example.org/tile.png'],
    ['no {y}', 'https://tile.example.org/{z}/{x}.png'],
    ['another scheme', 'ftp://tile.example.org/{z}/{x}/{y}.png'],
    ['no path', 'https://tile.example.org'],
    ['a placeholder inside a host label', 'https://tile-{s}.example.org/{z}/{x}/{y}.png'],
    ['credentials', 'https://user:secret@tile.example.org/{z}/{x}/{y}.png'],
    ['a relative URL', '/tiles/{z}/{x}/{y}.png'],
  ])('refuses %s', (_case, template) => {
    expect(tileImageSource(template)).toBeNull();
  });
});
