//! Tessera's headless command line: the engine without the app, for tests, benchmarks and
//! power users. Its text formats are a contract; see README.md.

use std::process::ExitCode;

mod cli;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    cli::run(&args)
}
