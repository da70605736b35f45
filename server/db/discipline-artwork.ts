// Generated cover art for demo games: a gradient card with the game's name, as SVG.

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function disciplineArtwork(name: string, from: string, to: string): string {
  const title = escapeXml(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" role="img" aria-label="${title}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<g opacity="0.18" stroke="#fff" stroke-width="2" fill="none"><path d="M-20 300 L220 60 M80 380 L400 60 M260 400 L660 0 M420 400 L700 120"/></g>
<text x="40" y="310" font-family="Segoe UI, Roboto, sans-serif" font-size="44" font-weight="800" fill="#fff">${title}</text>
</svg>`;
}
