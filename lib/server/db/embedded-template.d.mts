export function embeddedTemplateDir(root: string): string;
export function holdsDatabase(dir: string): boolean;
export function seedEmbeddedDatabase(dir: string, root: string): Promise<boolean>;
