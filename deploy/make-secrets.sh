#!/bin/sh
# Writes the secrets compose.yaml mounts under /run/secrets into deploy/secrets/ (docs/deployment.md): random
# values, one per file. A file already there is kept, so running it again changes nothing.
set -eu
dir="$(dirname "$0")/secrets"
mkdir -p "$dir"
# The directory guards the files; the files themselves stay readable, as the containers' own users read them
# through a bind mount.
chmod 700 "$dir"

random() { tr -dc 'A-Za-z0-9' </dev/urandom | head -c "$1"; }

write() {
  if [ -s "$dir/$1" ]; then
    echo "kept    $dir/$1"
  else
    printf '%s\n' "$2" >"$dir/$1"
    chmod 644 "$dir/$1"
    echo "written $dir/$1"
  fi
}

write postgres_password "$(random 32)"
write database_url "postgres://console:$(cat "$dir/postgres_password")@postgres:5432/console"
write jwt_secret "$(random 48)"
write secrets_key "$(random 48)"
write metrics_token "$(random 32)"
write s3_access_key "console$(random 8)"
write s3_secret_key "$(random 40)"
