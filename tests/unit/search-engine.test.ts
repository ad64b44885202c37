import {describe, expect, it} from 'vitest';
import {
  correctQuery,
  correctWord,
  indexedWord,
  withoutFiller,
  knownWords,
  matchedLiterally,
  parseExcerpt,
  parseVocabulary,
  queryTerms,
  rerank,
  BUILDER_INTENT,
  type PageHit,
} from '@site/src/theme/SearchBar/engine';

const vocabulary = parseVocabulary(
  'scan 900\nnmap 120\ndefectdojo 80\ntrivy 60\ntry 40\nnuclei 30\nbroken line\nzero 0',
);

const hit = (marks: string[]): PageHit => ({
  title: 't',
  url: '/t',
  breadcrumb: 'Docs',
  kind: 'Docs',
  excerpt: marks.map((text) => ({text, marked: true})),
  sections: [],
});

describe('search engine helpers', () => {
  it('reads the vocabulary file and skips malformed lines', () => {
    expect(vocabulary.get('nmap')).toBe(120);
    expect(vocabulary.has('broken')).toBe(false);
    expect(vocabulary.has('zero')).toBe(false);
  });

  it('corrects typos to the closest, then most frequent, word of the vocabulary', () => {
    expect(correctWord('nmpa', vocabulary)).toBe('nmap');
    expect(correctWord('defectdjo', vocabulary)).toBe('defectdojo');
    expect(correctWord('trivvy', vocabulary)).toBe('trivy');
    expect(correctWord('nmap', vocabulary)).toBe('nmap');
    expect(correctWord('qwxzjvbnk', vocabulary)).toBe('qwxzjvbnk');
    expect(correctQuery('nucleii scan', vocabulary)).toBe('nuclei scan');
    expect(correctQuery('nmap scan', vocabulary)).toBeNull();
  });

  it('knows words of the vocabulary and beginnings of them, not others', () => {
    expect(knownWords('nmap scan', vocabulary)).toBe(true);
    expect(knownWords('defect', vocabulary)).toBe(true);
    expect(knownWords('qwxzjvbnk', vocabulary)).toBe(false);
  });

  it('picks a query word the index must find on its own: in the vocabulary or the start of one, letters and digits only', () => {
    expect(indexedWord('nmap', vocabulary)).toBe('nmap');
    expect(indexedWord('zzz defectd', vocabulary)).toBe('defectd');
    expect(indexedWord('xyzzy qwerty', vocabulary)).toBeUndefined();
    expect(indexedWord('nm', vocabulary)).toBeUndefined();
    expect(indexedWord('scan.yaml', vocabulary)).toBeUndefined();
  });

  it('leaves out the filler words of a question, unless the query has nothing else', () => {
    expect(withoutFiller('how to install securecodebox')).toBe('install securecodebox');
    expect(withoutFiller('Where are my findings?')).toBe('findings');
    expect(withoutFiller('my scan does not start')).toBe('scan not start');
    expect(withoutFiller('how to')).toBe('how to');
    expect(withoutFiller('spec.scanType')).toBe('spec.scanType');
  });

  it('treats stemmed matches of a typo as not found, and exact or prefix matches as found', () => {
    expect(matchedLiterally('trivvy', [hit(['Try', 'tried'])])).toBe(false);
    expect(matchedLiterally('nmpa', [hit([])])).toBe(false);
    expect(matchedLiterally('nmap scan', [hit(['Nmap', 'scans'])])).toBe(true);
    expect(matchedLiterally('uninst', [hit(['uninstallation'])])).toBe(true);
  });

  it('turns an excerpt into text and marked terms, dropping any other markup', () => {
    expect(parseExcerpt('a <mark>nmap</mark> &lt;b&gt; <img src=x onerror=alert(1)>end')).toEqual([
      {text: 'a ', marked: false},
      {text: 'nmap', marked: true},
      {text: ' <b> end', marked: false},
    ]);
  });

  it('takes the words of a query as terms to mark, once each', () => {
    expect(queryTerms('Nmap  nmap spec.parameters x')).toEqual(['nmap', 'spec.parameters']);
  });
});

describe('rerank', () => {
  const results = [
    {id: 'contributor', score: 3},
    {id: 'blog', score: 2.5},
    {id: 'reader', score: 2},
    {id: 'reader-low', score: 1},
  ];
  const readers = new Set(['reader', 'reader-low']);
  const blog = new Set(['blog']);

  it('ranks builder pages and blog posts at half their score for a reader query', () => {
    expect(rerank(results, readers, blog, 'install operator').map((r) => r.id)).toEqual([
      'reader',
      'contributor',
      'blog',
      'reader-low',
    ]);
  });

  it('ranks builder pages at 1.5 times their score when the query asks to build something', () => {
    expect(rerank(results, readers, blog, 'write scanner').map((r) => r.id)).toEqual([
      'contributor',
      'reader',
      'blog',
      'reader-low',
    ]);
  });

  it('keeps Pagefind order for equal products and treats a missing score as 0', () => {
    const tied = [
      {id: 'a', score: 1},
      {id: 'b', score: 1},
      {id: 'c', score: Number.NaN},
    ];
    expect(rerank(tied, new Set(['a', 'b', 'c']), new Set(), 'x').map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });

  it('recognises builder intent', () => {
    for (const query of ['write scanner', 'parser SDK', 'adr 17', 'contributing', 'develop a hook', 'architecture'])
      expect(BUILDER_INTENT.test(query)).toBe(true);
    for (const query of ['install operator', 'build scan without writing yaml', 'add label every finding', 'hooks'])
      expect(BUILDER_INTENT.test(query)).toBe(false);
  });
});
