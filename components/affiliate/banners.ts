// Promotion banners as SVG: drawn from the code and the reader's words, so every size carries the
// affiliate's code and works without image files. Plain strings, shown as images and downloadable.
export const BANNER_SIZES = [
  { id: 'leaderboard', width: 728, height: 90 },
  { id: 'rectangle', width: 300, height: 250 },
  { id: 'skyscraper', width: 160, height: 600 },
] as const;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

export function bannerSvg(size: (typeof BANNER_SIZES)[number], words: { headline: string; cta: string; code: string }): string {
  const { width, height } = size;
  const wide = width > height * 3;
  const tall = height > width * 2;
  const title = wide ? 22 : tall ? 20 : 24;
  const lines = wide ? [words.headline] : words.headline.split(/(?<=\S)\s+(?=\S)/).reduce<string[]>((acc, word) => {
    const last = acc.at(-1);
    const limit = tall ? 10 : 20;
    if (last && (last + ' ' + word).length <= limit) acc[acc.length - 1] = `${last} ${word}`;
    else acc.push(word);
    return acc;
  }, []);
  const x = wide ? 24 : width / 2;
  const anchor = wide ? 'start' : 'middle';
  const top = wide ? height / 2 - 4 : tall ? 150 : 80;
  const text = lines
    .map((line, i) => `<text x="${x}" y="${top + i * (title + 6)}" font-size="${title}" font-weight="800" fill="#fff" text-anchor="${anchor}">${escapeXml(line)}</text>`)
    .join('');
  const ctaY = wide ? height / 2 + 24 : height - (tall ? 120 : 50);
  const badgeX = wide ? width - 170 : width / 2 - 70;
  const badgeY = wide ? height / 2 - 20 : ctaY + 14;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Nunito, Arial, sans-serif">
<rect width="${width}" height="${height}" rx="12" fill="#d8462a"/>
<circle cx="${width - 20}" cy="20" r="${Math.min(width, height) / 3}" fill="#fb7b58" opacity="0.5"/>
<text x="${x}" y="${wide ? 26 : 40}" font-size="16" font-weight="900" fill="#ffe4d6" text-anchor="${anchor}">Colorwell</text>
${text}
<text x="${x}" y="${ctaY}" font-size="14" fill="#fff" text-anchor="${anchor}">${escapeXml(words.cta)}</text>
<rect x="${badgeX}" y="${badgeY}" width="140" height="36" rx="18" fill="#fff"/>
<text x="${badgeX + 70}" y="${badgeY + 24}" font-size="16" font-weight="800" fill="#d8462a" text-anchor="middle" font-family="monospace">${escapeXml(words.code)}</text>
</svg>`;
}
