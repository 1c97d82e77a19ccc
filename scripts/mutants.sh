#!/usr/bin/env bash
# The mutation pass over the rules of docs/rules.md (not part of the test
# command: it takes about half an hour on two cores). cargo-mutants changes
# one operator, constant or function body at a time in src/rules/ and runs
# the native tests; every change the tests do not notice is listed in
# target/mutants/mutants.out/missed.txt. Installs cargo-mutants first.
set -euo pipefail
source "$(dirname "$0")/tools.sh"
cd "$ROOT"

ensure_rust
if ! command -v cargo-mutants >/dev/null; then
  step "Installing cargo-mutants (a few minutes, once)"
  cargo install --quiet cargo-mutants
fi

# The files to mutate: those named (`bash scripts/mutants.sh rolls/roll`),
# else every file of the rules docs/rules.md describes.
names=("$@")
if [ ${#names[@]} -eq 0 ]; then
  names=(insanity/mod insanity/madness time/mod time/clock character/defense health/mod health/healing
    rolls/boons rolls/roll rolls/expression rolls/dice conditions command journal/tracker character/perception
    character/attributes character/number character/presets character/profile character/sheet
    weapons_and_magic/weapons weapons_and_magic/magic weapons_and_magic/magic_commands character/speed
    fight/mod fight/creature fight/turns fight/attack fight/fear fight/check fight/shown variants)
fi
files=()
for f in "${names[@]}"; do
  files+=(-f "src/rules/$f.rs")
done
step "Mutating ${#names[@]} files of src/rules/, against the native tests"
cargo mutants "${files[@]}" --output target/mutants -j 1 -- --test rules --test save --test text
