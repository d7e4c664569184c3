// The package ships JavaScript and WebAssembly without types: the little of its Emscripten
// module the offline engine uses.
declare module 'espeak-ng' {
  interface ESpeakModule {
    FS: {
      writeFile(path: string, data: string | Uint8Array): void;
      readFile(path: string): Uint8Array;
    };
  }
  interface ESpeakOptions {
    arguments: string[];
    preRun?: Array<(module: ESpeakModule) => void>;
    instantiateWasm?: (
      imports: WebAssembly.Imports,
      done: (instance: WebAssembly.Instance) => void,
    ) => object;
    print?: (text: string) => void;
    printErr?: (text: string) => void;
  }
  export default function ESpeakNg(options: ESpeakOptions): Promise<ESpeakModule>;
}
