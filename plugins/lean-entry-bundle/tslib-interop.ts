// What @docusaurus/utils-common's `require("tslib")` gets in the browser bundle (see index.ts): the
// helpers TypeScript emits for CommonJS module interop. Imported by name from tslib's ES module, so
// the bundler keeps only the ones used (today `__importDefault`), not all of tslib.
export {__createBinding, __exportStar, __importDefault, __importStar} from 'tslib';
