//! `gomoku-web-serve DIR [PORT]`: serves the browser build in DIR on http://127.0.0.1:PORT/
//! (8080 by default; 0 picks a free port), sending the `.br` / `.gz` copies to browsers that
//! accept them. `gomoku-web-serve compress DIR` writes those copies beside every file under DIR
//! and prints the sizes. `--help` lists the options, `--version` prints the version; bad usage
//! exits with status 2, a failure to serve or compress with status 1.

use std::net::{Ipv4Addr, TcpListener};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use gomoku_web_serve::{DEFAULT_PORT, compress, server};

/// Serves the browser build of the game on localhost, with the precompressed copies of its
/// files (Brotli or gzip, as the browser accepts).
#[derive(Parser, Debug)]
#[command(
    name = "gomoku-web-serve",
    version,
    args_conflicts_with_subcommands = true,
    subcommand_negates_reqs = true
)]
struct Args {
    #[command(subcommand)]
    command: Option<Command>,
    /// The site: a directory with an index.html (dist/web, from scripts/web.sh)
    #[arg(value_name = "DIR", required = true, value_parser = site_directory)]
    dir: Option<PathBuf>,
    /// Port on 127.0.0.1 (0 picks a free one)
    #[arg(value_name = "PORT", default_value_t = DEFAULT_PORT)]
    port: u16,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Write FILE.br (Brotli, quality 11) and FILE.gz (gzip -9) beside every file under DIR and
    /// print every file's size raw, gzipped and in Brotli
    Compress {
        /// The directory to compress (subdirectories too); older copies are replaced
        #[arg(value_name = "DIR", value_parser = directory)]
        dir: PathBuf,
    },
}

fn directory(text: &str) -> Result<PathBuf, String> {
    let path = PathBuf::from(text);
    if path.is_dir() {
        Ok(path)
    } else if path.exists() {
        Err("not a directory".into())
    } else {
        Err("no such directory".into())
    }
}

fn site_directory(text: &str) -> Result<PathBuf, String> {
    let path = directory(text)?;
    if path.join("index.html").is_file() {
        Ok(path)
    } else {
        Err("it has no index.html (build the site with scripts/web.sh first)".into())
    }
}

fn main() -> ExitCode {
    let args = Args::parse();
    let outcome = match (args.command, args.dir) {
        (Some(Command::Compress { dir }), _) => compress_site(&dir),
        (None, Some(dir)) => serve(&dir, args.port),
        // clap refuses a command line with neither.
        (None, None) => Err("no directory to serve".into()),
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("gomoku-web-serve: {message}");
            ExitCode::FAILURE
        }
    }
}

fn compress_site(dir: &Path) -> Result<(), String> {
    let files = compress::compress_site(dir).map_err(|e| format!("cannot compress: {e}"))?;
    print!("{}", compress::size_table(&files));
    Ok(())
}

fn serve(dir: &Path, port: u16) -> Result<(), String> {
    let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, port))
        .map_err(|e| format!("cannot listen on 127.0.0.1:{port}: {e}"))?;
    let port = listener.local_addr().map_or(port, |address| address.port());
    println!("serving {} on http://127.0.0.1:{port}/", dir.display());
    server::serve(listener, dir).map_err(|e| format!("the server stopped: {e}"))
}
