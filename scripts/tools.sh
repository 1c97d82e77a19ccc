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

# Version of a package in Cargo.lock.
locked_version() {
  awk -v name="$1" '$0 == "name = \"" name "\"" { getline; gsub(/version = |"/, ""); print; exit }' "$ROOT/Cargo.lock"
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
  # The release build compiles its own standard library (release_build).
  if rustup component list --installed 2>/dev/null | grep -q "^rust-src"; then
    info "rust-src component: present"
  else
    info "adding the rust-src component (the standard library's sources)"
    rustup component add rust-src || die "rustup could not add rust-src."
  fi
}

# Runs a release build (trunk build or serve) with a standard library
# compiled for the app instead of the one rustup ships: a panic then stops
# the module at once instead of formatting a message nobody reads (release
# builds install no panic hook; the page sees the same error either way),
# `{:?}` formats nothing (the app shows no Debug output) and panics carry
# no source location. The first visit is 14 KB lighter (README,
# Performance). LLVM's inliner is also told to inline a call only where its
# cost model expects no growth (threshold 0, against 5 at opt-level "z"),
# and its loop strength reduction (which rewrites the arithmetic of a loop's
# addresses for the machine's addressing modes) is turned off: 1.0 and
# 0.5 KB lighter, the first build, the edits and the reloads no slower.
# `-C llvm-args` is stable, but the options it passes are LLVM's own: a
# toolchain whose LLVM renames one fails the release build with LLVM's
# message. The others are unstable
# Cargo and rustc options: RUSTC_BOOTSTRAP lets the machine's stable
# toolchain take them. Only the release builds get them; tests and clippy
# use the shipped library, with panic messages.
release_build() {
  RUSTC_BOOTSTRAP=1 \
    CARGO_UNSTABLE_BUILD_STD=std,panic_abort \
    CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort -Zfmt-debug=none -Zlocation-detail=none -Cllvm-args=-inline-threshold=0 -Cllvm-args=-disable-lsr" \
    "$@"
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
  # terser, for the release build's post_build hook (scripts/minify.mjs).
  ensure_node_modules scripts
  ensure_trunk
}
