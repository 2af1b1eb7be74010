/** Types of catalogue-registry.mjs (used by test/unit/catalogue-registry.test.ts and fifth-locale.test.ts). */
export declare const REGISTRY_FILE: string;
export declare function catalogueFilesIn(localesDir: string): Record<string, string[]>;
export declare function catalogueRegistrySource(files: Record<string, string[]>): string;
export declare function writeCatalogueRegistry(root: string): boolean;
