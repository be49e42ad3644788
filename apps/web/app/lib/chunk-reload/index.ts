// Reload once per 60 s on a chunk-load failure (SPEC §4, §9).
export {
  CHUNK_RELOAD_STORAGE_KEY,
  type ChunkReloadDeps,
  handleChunkLoadError,
  installChunkReloadHandler,
  isChunkLoadError,
  reloadOnceForChunkError,
} from './chunk-reload';
