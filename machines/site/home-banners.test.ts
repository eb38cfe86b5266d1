import { describe, expect, it } from 'vitest';
import { homeBanners, type Poster } from './home-banners.ts';

const storage = { aws_url: 'https://cdn.example.com/', storage_path: { domain_image: 'sites/khiladi/' } };
const poster = (id: number, fields: Partial<Poster>): Poster => ({ id: String(id), poster_type: 1, image: `b${id}.svg`, url: null, title: `B${id}`, ...fields });

describe("Home's banners (shared with the server's first banner, docs/decisions/233)", () => {
  it("are the site language's posters but the offer, in order, with their storage addresses", () => {
    const posters = [poster(1, {}), poster(2, { poster_type: 12 }), poster(3, { url: '/games' }), poster(4, { lang: 'hi' })];
    expect(homeBanners({ ...storage, poster: posters }, 'en')).toEqual([
      { id: 1, imageUrl: 'https://cdn.example.com/sites/khiladi/b1.svg', title: 'B1' },
      { id: 3, imageUrl: 'https://cdn.example.com/sites/khiladi/b3.svg', title: 'B3', href: '/games' },
    ]);
    expect(homeBanners({ ...storage, poster: posters }, 'hi').map((banner) => banner.id)).toEqual([4]);
  });

  it('drop a poster whose image is refused, and a link that is not http(s) or same-site', () => {
    const posters = [poster(1, { image: 'javascript:alert(1)' }), poster(2, { image: '', url: 'javascript:alert(1)' }), poster(3, { url: 'javascript:alert(1)' })];
    expect(homeBanners({ ...storage, poster: posters }, 'en')).toEqual([{ id: 3, imageUrl: 'https://cdn.example.com/sites/khiladi/b3.svg', title: 'B3' }]);
  });
});
