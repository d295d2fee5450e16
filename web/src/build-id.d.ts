/** The running build's id, set at compile time by build/build-info.ts ('dev' under `vite` serve). */
declare const __BUILD_ID__: string;
