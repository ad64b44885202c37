// nprogress ships no types; nprogress.ts declares the part it uses.
declare module 'nprogress';
