/**
 * The local-disk adapter of {@link FileStorage} (docs/architecture.md § Outside services): key
 * `uploads/<id>` is the file `<root>/uploads/<id>`, the layout under `DATA_DIR` the portal always had.
 */
import { randomUUID } from 'node:crypto';
import { access, copyFile, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { constants as fsConstants } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { assertKey, type FileStorage, type StoredFileInfo, type StoredFileStream } from './types';

const isMissing = (e: unknown) => (e as NodeJS.ErrnoException)?.code === 'ENOENT';

/**
 * Files on local disk under `root`: key `uploads/<id>` is the file `root/uploads/<id>`.
 * Writes go to a temp name first and are renamed into place, so a reader never sees half a file.
 */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;
  constructor(readonly root: string) {}

  get location(): string {
    return this.root;
  }

  private path(key: string): string {
    return join(this.root, assertKey(key));
  }

  async put(key: string, bytes: Uint8Array, _contentType?: string): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    const temp = `${path}.${randomUUID()}.part`;
    try {
      await writeFile(temp, bytes);
      await rename(temp, path);
    } catch (e) {
      await rm(temp, { force: true });
      throw e;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    return readFile(this.path(key)).catch((e: unknown) => {
      if (isMissing(e)) return null;
      throw e;
    });
  }

  async stream(key: string): Promise<StoredFileStream | null> {
    const handle = await open(this.path(key), 'r').catch((e: unknown) => {
      if (isMissing(e)) return null;
      throw e;
    });
    if (!handle) return null;
    try {
      const s = await handle.stat();
      return { size: s.size, lastModified: s.mtime, body: handle.createReadStream() };
    } catch (e) {
      await handle.close();
      throw e;
    }
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    const s = await stat(this.path(key)).catch((e: unknown) => {
      if (isMissing(e)) return null;
      throw e;
    });
    return s && s.isFile() ? { size: s.size, lastModified: s.mtime } : null;
  }

  async copy(from: string, to: string): Promise<void> {
    const target = this.path(to);
    await mkdir(dirname(target), { recursive: true });
    await copyFile(this.path(from), target);
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, fsConstants.W_OK);
  }

  async close(): Promise<void> {}
}

/** The local root for a data directory: `DATA_DIR` itself, or a temp folder for `:memory:`. */
export function localStorageRoot(dataDir: string): string {
  return dataDir === ':memory:' ? join(tmpdir(), 'aparthotel-files') : resolve(dataDir);
}
