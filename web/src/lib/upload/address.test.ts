import { describe, expect, it } from 'vitest';
import { uploadedAddress } from './address.ts';

const here = window.location.origin;

describe('uploadedAddress: the one address to show and to send for an upload', () => {
  it("is the server's site path when it gave one, signature query kept", () => {
    expect(
      uploadedAddress({
        path: '/api/storage/uploads/2/ab/face.png?expires=1800000000&sig=0f',
        // The configured SITE_URL may be another host name than the page's.
        fullurl: 'http://127.0.0.1:4173/api/storage/uploads/2/ab/face.png?expires=1800000000&sig=0f',
      }),
    ).toBe('/api/storage/uploads/2/ab/face.png?expires=1800000000&sig=0f');
  });

  it("makes a fullurl on this page's origin a path, query kept", () => {
    expect(uploadedAddress({ path: null, fullurl: `${here}/api/storage/u/face.png?expires=1&sig=2` })).toBe(
      '/api/storage/u/face.png?expires=1&sig=2',
    );
  });

  it('keeps a fullurl on another host whole (a CDN), rather than a path that names nothing here', () => {
    expect(uploadedAddress({ path: null, fullurl: 'https://cdn.example.com/u/face.png?x=1' })).toBe(
      'https://cdn.example.com/u/face.png?x=1',
    );
  });

  it('is null before the upload is done', () => {
    expect(uploadedAddress({ path: null, fullurl: null })).toBeNull();
  });
});
