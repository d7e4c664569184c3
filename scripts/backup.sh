#!/usr/bin/env bash
# Backs up PostgreSQL (pg_dump, custom format) and the file store (S3 bucket or DATA_DIR/files)
# into one dated folder. Usage: scripts/backup.sh [target-dir]   (docs/DEPLOY.md#backups)
# Needs DATABASE_URL; for S3 also S3_BUCKET (+ S3_ENDPOINT for MinIO) and the aws CLI.
set -euo pipefail

target="${1:-./backups}/$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$target"
: "${DATABASE_URL:?DATABASE_URL must name the PostgreSQL database}"

pg_dump --format=custom --no-owner --file="$target/database.dump" "$DATABASE_URL"

if [[ -n "${S3_BUCKET:-}" ]]; then
  endpoint=()
  [[ -n "${S3_ENDPOINT:-}" ]] && endpoint=(--endpoint-url "$S3_ENDPOINT")
  AWS_ACCESS_KEY_ID="${S3_ACCESS_KEY_ID:-}" AWS_SECRET_ACCESS_KEY="${S3_SECRET_ACCESS_KEY:-}" \
    aws "${endpoint[@]}" s3 sync "s3://$S3_BUCKET" "$target/files" --only-show-errors
else
  files="${DATA_DIR:-./data}/files"
  if [[ -d "$files" ]]; then tar -C "$files" -czf "$target/files.tar.gz" .; fi
fi

echo "Backup written to $target"
