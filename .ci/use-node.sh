# Sourced by .ci/run: makes Node.js NODE_VERSION the first `node` on PATH when the machine's Node is
# older than NODE_MAJOR (or missing), so `npm ci` builds native modules for it and every script runs
# on it. The binary comes from the npm registry's package of the runtime (node-linux-<arch>), installed
# with the machine's npm into a cache folder that survives between runs and is reused when present.
# The one place where CI's Node version is pinned.
NODE_VERSION=24.22.3
NODE_MAJOR=${NODE_VERSION%%.*}

system_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$system_major" -lt "$NODE_MAJOR" ]; then
  case "$(uname -m)" in
    x86_64) node_arch=x64 ;;
    aarch64 | arm64) node_arch=arm64 ;;
    *)
      echo "No registry package of Node.js for $(uname -m): install Node $NODE_MAJOR yourself." >&2
      exit 1
      ;;
  esac
  node_dir="${XDG_CACHE_HOME:-$HOME/.cache}/kordex/node-$NODE_VERSION"
  node_bin="$node_dir/node_modules/node-linux-$node_arch/bin"
  if [ "$("$node_bin/node" --version 2>/dev/null)" != "v$NODE_VERSION" ]; then
    echo "System Node.js is $(node --version 2>/dev/null || echo missing); installing Node.js $NODE_VERSION into $node_dir"
    mkdir -p "$node_dir"
    npm install --prefix "$node_dir" --no-audit --no-fund --loglevel=error "node-linux-$node_arch@$NODE_VERSION"
  fi
  export PATH="$node_bin:$PATH"
  # node-gyp (better-sqlite3 when no prebuilt binary is fetched) compiles against these headers, not
  # those of an npm config's `nodedir` (e.g. /usr for the system Node), which give the wrong ABI.
  export npm_config_nodedir="$node_dir/node_modules/node-linux-$node_arch"
fi
echo "node $(node --version) at $(command -v node)"
