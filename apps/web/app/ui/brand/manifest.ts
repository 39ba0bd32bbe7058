/** Page background and browser chrome colour of the default (dark) theme. */
export const BRAND_THEME_COLOR = '#0b111d';

export function webManifest(projectName: string) {
  return {
    name: projectName,
    short_name: projectName.length > 12 ? projectName.split(/\s+/)[0] : projectName,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: BRAND_THEME_COLOR,
    theme_color: BRAND_THEME_COLOR,
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/brand/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/brand/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/brand/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
