#!/usr/bin/env bash
# Restores a folder written by scripts/backup.sh: the database (pg_restore --clean) and the file
# store. Stop the app replicas first. Usage: scripts/restore.sh <backup-dir>   (docs/DEPLOY.md)
set -euo pipefail

source_dir="${1:?usage: scripts/restore.sh <backup-dir>}"
: "${DATABASE_URL:?DATABASE_URL must name the PostgreSQL database}"
[[ -f "$source_dir/database.dump" ]] || { echo "no database.dump in $source_dir" >&2; exit 1; }

pg_restore --clean --if-exists --no-owner --single-transaction \
  --dbname="$DATABASE_URL" "$source_dir/database.dump"

if [[ -n "${S3_BUCKET:-}" && -d "$source_dir/files" ]]; then
  endpoint=()
  [[ -n "${S3_ENDPOINT:-}" ]] && endpoint=(--endpoint-url "$S3_ENDPOINT")
  AWS_ACCESS_KEY_ID="${S3_ACCESS_KEY_ID:-}" AWS_SECRET_ACCESS_KEY="${S3_SECRET_ACCESS_KEY:-}" \
    aws "${endpoint[@]}" s3 sync "$source_dir/files" "s3://$S3_BUCKET" --only-show-errors
elif [[ -f "$source_dir/files.tar.gz" ]]; then
  files="${DATA_DIR:-./data}/files"
  mkdir -p "$files"
  tar -C "$files" -xzf "$source_dir/files.tar.gz"
fi

echo "Restored from $source_dir; start the app (migrations run on start or with npm run migrate)."
