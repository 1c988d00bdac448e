import sharp from 'sharp';

/**
 * Photos with real structure for the fingerprint tests: a room-like scene of walls, a window, a door
 * and furniture drawn from a seed, so two seeds give two different photos (a flat colour would give
 * every photo the same fingerprint). Then the changes a copier makes: resize, recompress, brighten,
 * and a phone number written across it.
 */
export async function scenePhoto(seed: number, width = 1200, height = 900): Promise<Buffer> {
  let s = seed * 2654435761 % 4294967296;
  const rnd = () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
  const colour = () => `rgb(${Math.floor(rnd() * 255)},${Math.floor(rnd() * 255)},${Math.floor(rnd() * 255)})`;
  const shapes: string[] = [];
  shapes.push(`<rect width="${width}" height="${height}" fill="${colour()}"/>`);
  shapes.push(`<rect y="${Math.floor(height * (0.5 + rnd() * 0.3))}" width="${width}" height="${height}" fill="${colour()}"/>`);
  for (let i = 0; i < 14; i++) {
    const x = Math.floor(rnd() * width);
    const y = Math.floor(rnd() * height);
    const w = Math.floor(40 + rnd() * width * 0.4);
    const h = Math.floor(40 + rnd() * height * 0.4);
    shapes.push(rnd() < 0.6
      ? `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${colour()}"/>`
      : `<ellipse cx="${x}" cy="${y}" rx="${w / 2}" ry="${h / 2}" fill="${colour()}"/>`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient></defs>
    ${shapes.join('')}<rect width="${width}" height="${height}" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

export type PhotoChange = 'resized' | 'recompressed' | 'brightened' | 'watermarked' | 'mirrored';

export async function changedPhoto(photo: Buffer, change: PhotoChange): Promise<Buffer> {
  const image = sharp(photo);
  const { width = 1200, height = 900 } = await image.metadata();
  switch (change) {
    case 'resized': return image.resize({ width: Math.round(width * 0.45) }).jpeg({ quality: 85 }).toBuffer();
    case 'recompressed': return image.jpeg({ quality: 35 }).toBuffer();
    case 'brightened': return image.modulate({ brightness: 1.15 }).jpeg({ quality: 85 }).toBuffer();
    case 'mirrored': return image.flop().jpeg({ quality: 85 }).toBuffer();
    case 'watermarked': {
      const mark = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
        <text x="${width * 0.08}" y="${height * 0.9}" font-family="sans-serif" font-size="${Math.round(height / 14)}" font-weight="bold" fill="#ffffff" fill-opacity="0.8" stroke="#000" stroke-width="2">Call 0300-1234567</text></svg>`);
      return image.composite([{ input: mark }]).jpeg({ quality: 85 }).toBuffer();
    }
  }
}
