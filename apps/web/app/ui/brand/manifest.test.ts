import { describe, expect, it } from 'vitest';
import { BRAND_THEME_COLOR, webManifest } from './manifest';

describe('webManifest', () => {
  it('names the app after the operator with the dark theme colours', () => {
    const manifest = webManifest('Royal Flush');
    expect(manifest).toMatchObject({ name: 'Royal Flush', short_name: 'Royal Flush', theme_color: BRAND_THEME_COLOR });
  });

  it('shortens a long name to its first word for the home screen', () => {
    expect(webManifest('Golden Palace Casino').short_name).toBe('Golden');
  });

  it('offers a maskable icon beside the plain ones', () => {
    expect(webManifest('X').icons.filter((icon) => icon.purpose === 'maskable')).toHaveLength(1);
  });
});
