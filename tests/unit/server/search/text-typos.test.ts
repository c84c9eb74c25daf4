import { describe, expect, it } from 'vitest';
import { TermDictionary } from '../../../../src/server/search/engine/dictionary';
import { allowedTypos } from '../../../../src/server/search/engine/match';
import { normalize, originalPrefixLength, words, wordSpans } from '../../../../src/server/search/engine/text';

const defaults = { min1Typo: 4, min2Typos: 8 };

function lookup(terms: string[], word: string, prefix = false): Record<string, number> {
  const dict = new TermDictionary();
  for (const t of terms) dict.add(t);
  const out: Record<string, number> = {};
  dict.match(word, allowedTypos(word, defaults), prefix, (term, typos) => (out[dict.terms[term]!] = typos));
  return out;
}

describe('text normalisation', () => {
  it('ignores case and accents, keeps letters and digits as words', () => {
    expect(normalize('Café ÑAME Pingüino')).toBe('cafe name pinguino');
    expect(words('Harina P.A.N. 1kg, 500-g')).toEqual(['harina', 'p', 'a', 'n', '1kg', '500', 'g']);
  });

  it('maps normalised prefixes back to original characters, decomposed accents included', () => {
    const text = 'Jamón cocido';
    expect(wordSpans(text)[0]).toEqual({ word: 'jamon', start: 0, end: 5 });
    expect(originalPrefixLength('Jamón', 4)).toBe(4);
    expect(originalPrefixLength('Jamo\u0301n', 4)).toBe(5);
  });
});

describe('typo tolerance', () => {
  it('allows no typo under 4 letters, one from 4 to 7, two from 8', () => {
    expect([3, 4, 7, 8, 12].map((n) => allowedTypos('x'.repeat(n), defaults))).toEqual([0, 1, 1, 2, 2]);
    expect(allowedTypos('chocolate', defaults, false)).toBe(0);
  });

  it('matches cafe with Café and aroz with arroz (one typo), never 3-letter words with typos', () => {
    expect(lookup([normalize('Café')], 'cafe')).toEqual({ cafe: 0 });
    expect(lookup(['arroz'], 'aroz')).toEqual({ arroz: 1 });
    expect(lookup(['sol', 'sal'], 'sal')).toEqual({ sal: 0 });
  });

  it('counts a transposition as one typo and stops at the allowed number', () => {
    expect(lookup(['leche'], 'lehce')).toEqual({ leche: 1 });
    expect(lookup(['leche'], 'lhcee')).toEqual({});
    expect(lookup(['mantequilla'], 'mantekilla')).toEqual({ mantequilla: 2 });
    expect(lookup(['mantequilla'], 'mamtekilla')).toEqual({});
  });

  it('matches prefixes only in prefix mode, with the typos of the closest prefix', () => {
    expect(lookup(['arroz', 'arrocera', 'harina'], 'arr', true)).toEqual({ arroz: 0, arrocera: 0 });
    expect(lookup(['arroz', 'arrocera'], 'arr')).toEqual({});
    expect(lookup(['mantequilla'], 'mantwq', true)).toEqual({ mantequilla: 1 });
  });
});
