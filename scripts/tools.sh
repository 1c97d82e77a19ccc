# Sourced by serve.sh and test.sh: finds or installs every tool the app needs.
# Each step says what it does, skips what is already there at the right
# version, and stops with a clear message when something cannot be installed.
# Versions are read from where they are pinned (Trunk.toml, Cargo.lock,
# tests/e2e/package.json), never repeated here.

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
TOOLS_CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/fiche-ombre"
export TRUNK_SKIP_VERSION_CHECK=true
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

step() { printf '\n==> %s\n' "$*"; }
info() { printf '    %s\n' "$*"; }
die() {
  printf '\nError: %s\n' "$1" >&2
  shift
  for line in "$@"; do printf '       %s\n' "$line" >&2; done
  exit 1
}

is_root() { [ "$(id -u)" = 0 ]; }

# Value of `key = "value"` in a TOML file (first match).
toml_value() {
  sed -n "s/^$2 *= *\"\\(.*\\)\"/\\1/p" "$1" | head -n 1
}

# Version of a package as Cargo resolved it (Cargo.lock), from cargo metadata.
locked_version() {
  cargo metadata --format-version 1 --locked --manifest-path "$ROOT/Cargo.toml" 2>/dev/null |
    node -e 'let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => {
      const p = JSON.parse(s).packages.find((p) => p.name === process.argv[1]);
      if (p) console.log(p.version);
    });' "$1"
}

apt_install() {
  is_root || die "$* missing, and installing it needs root." \
    "Run as root: apt-get update && apt-get install -y $*"
  info "apt-get install $* (a minute or so)"
  if [ -z "${APT_UPDATED:-}" ]; then
    DEBIAN_FRONTEND=noninteractive apt-get update -qq || die "apt-get update failed."
    APT_UPDATED=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null ||
    die "apt-get install $* failed."
}

ensure_rust() {
  step "Rust toolchain"
  command -v cargo >/dev/null || die "cargo not found." \
    "Install Rust with rustup, then run this command again."
  info "$(cargo --version)"
  if rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
    info "wasm32-unknown-unknown target: present"
  else
    info "adding the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown || die "rustup could not add the wasm32 target."
  fi
}

# rustfmt and clippy, for the test command's gates.
ensure_lint_tools() {
  step "rustfmt and clippy"
  local component
  for component in rustfmt clippy; do
    if rustup component list --installed 2>/dev/null | grep -q "^$component"; then
      info "$component: present"
    else
      info "adding the $component component"
      rustup component add "$component" || die "rustup could not add $component."
    fi
  done
}

ensure_trunk() {
  local want
  want=$(toml_value "$ROOT/Trunk.toml" trunk-version | tr -d '=')
  step "trunk $want"
  if command -v trunk >/dev/null && [ "$(trunk --version 2>/dev/null | awk '{print $2}')" = "$want" ]; then
    info "present"
  else
    info "cargo install trunk $want (about 10 minutes, once)"
    cargo install trunk --version "$want" --locked || die "cargo install trunk failed."
  fi
}

ensure_wasm_bindgen() {
  local want pinned
  want=$(locked_version wasm-bindgen)
  pinned=$(toml_value "$ROOT/Trunk.toml" wasm_bindgen)
  [ -n "$want" ] || die "cargo metadata gave no wasm-bindgen version (is Cargo.lock in step with Cargo.toml?)."
  step "wasm-bindgen-cli $want"
  [ "$want" = "$pinned" ] || die "Cargo.lock has wasm-bindgen $want but Trunk.toml pins $pinned." \
    "Make them equal (Cargo.toml pins the crate with '=')."
  if command -v wasm-bindgen >/dev/null && [ "$(wasm-bindgen --version | awk '{print $2}')" = "$want" ]; then
    info "present"
  else
    # Without --locked: the CLI's own lockfile wants a crate the registry lacks.
    info "cargo install wasm-bindgen-cli $want (about 2 minutes, once)"
    cargo install wasm-bindgen-cli --version "$want" || die "cargo install wasm-bindgen-cli failed."
  fi
}

ensure_node() {
  step "Node.js and npm"
  if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
    apt_install nodejs npm
  fi
  info "node $(node --version), npm $(npm --version)"
}

ensure_wasm_opt() {
  local want dir
  want=$(toml_value "$ROOT/Trunk.toml" wasm_opt | sed 's/^version_//')
  dir="$TOOLS_CACHE/binaryen-$want"
  step "wasm-opt $want (npm binaryen; Debian's binaryen miscompiles)"
  if [ -x "$dir/node_modules/.bin/wasm-opt" ]; then
    info "present"
  else
    info "npm install binaryen@$want.0.0"
    mkdir -p "$dir"
    npm install --prefix "$dir" --no-audit --no-fund --loglevel=error "binaryen@$want.0.0" ||
      die "npm could not install binaryen $want."
  fi
  export PATH="$dir/node_modules/.bin:$PATH"
  info "$(wasm-opt --version)"
}

ensure_chromium() {
  step "Chromium and ChromeDriver (Debian)"
  if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
    info "present: $(/usr/bin/chromium --version 2>/dev/null)"
  else
    apt_install chromium chromium-driver
  fi
  export CHROMEDRIVER=/usr/bin/chromedriver
}

# npm ci in DIR (relative to the repository) unless its modules match its lock.
ensure_node_modules() {
  local dir="$ROOT/$1"
  step "node modules ($1)"
  if [ -f "$dir/node_modules/.package-lock.json" ] &&
    cmp -s <(grep -v '"lockfileVersion"' "$dir/package-lock.json" | sed -n '/"node_modules\//,$p') \
      <(grep -v '"lockfileVersion"' "$dir/node_modules/.package-lock.json" | sed -n '/"node_modules\//,$p'); then
    info "present"
  else
    info "npm ci"
    npm ci --prefix "$dir" --no-audit --no-fund --loglevel=error || die "npm ci in $1 failed."
  fi
}

ensure_build_tools() {
  ensure_rust
  ensure_node
  ensure_wasm_bindgen
  ensure_wasm_opt
  ensure_trunk
}
