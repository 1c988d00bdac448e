import type { Config } from '../config.ts';
import { S3BlobStore } from '../storage/s3.ts';
import { NaturalEarthSource } from './natural-earth.ts';
import { BucketRangeSource, FileRangeSource, PmtilesSource } from './pmtiles-source.ts';
import type { TileSource } from './source.ts';

/** TILES_ARCHIVE's archive (a file, or an object in S3_BUCKET under S3_PREFIX), else the embedded basemap. */
export function tileSource(config: Config): TileSource {
  const archive = config.tilesArchive;
  if (!archive) return new NaturalEarthSource();
  if (archive.kind === 'file') return new PmtilesSource(new FileRangeSource(archive.path));
  if (!config.s3) throw new Error('TILES_ARCHIVE is in the bucket but S3_BUCKET is not set');
  return new PmtilesSource(new BucketRangeSource(new S3BlobStore(config.s3), archive.key));
}
