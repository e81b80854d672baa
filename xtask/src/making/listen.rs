//! `cargo xtask listen`: the problems the Competitive Companion extension sends, made.
//!
//! `cargo xtask listen`: waits on a local port for the problems the Competitive
//! Companion browser extension sends (one HTTP POST of a JSON body per problem), makes
//! each as `cargo xtask new` does (an interactive one with its interactor, the others
//! judged by `--checker`), and says in one line what it made or why it refused; Ctrl-C
//! ends it between two problems.

use crate::making::checker_choice::CheckerChoice;
use crate::making::{companion, new, request};
use std::io::Read;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use tiny_http::{Method, Request, Response, Server};

/// The port it listens on by default: one of those the extension sends to unless told
/// otherwise (10043, also Caide's).
const DEFAULT_PORT: u16 = 10043;

/// The largest body read: a problem's samples, generously.
const MAX_BODY: u64 = 64 << 20;

/// The arguments of `cargo xtask listen`.
#[derive(clap::Args)]
pub struct Args {
    /// The local port, one of those the extension sends to (0: any free port)
    #[arg(long, default_value_t = DEFAULT_PORT)]
    port: u16,
    /// How the answers of the problems that are not interactive are judged, as new's
    /// --checker
    #[arg(long, value_name = "CHECKER")]
    checker: Option<String>,
}

/// Runs `cargo xtask listen` on `127.0.0.1:PORT` (`0`: a free port, said when it
/// starts) until Ctrl-C, the problems that are not interactive judged by `--checker`.
pub fn run(args: &Args) -> Result<(), String> {
    let Args { port, checker } = args;
    let port = *port;
    CheckerChoice::of(checker.as_deref(), false)?;
    let root = crate::base::workspace::root()?;
    let server = Server::http(("127.0.0.1", port)).map_err(|e| {
        format!(
            "cannot listen on 127.0.0.1:{port}: {e} (is another tool there? --port for another)"
        )
    })?;
    let server = Arc::new(server);
    let stopped = Arc::new(AtomicBool::new(false));
    let (on_stop, stopping) = (Arc::clone(&server), Arc::clone(&stopped));
    ctrlc::set_handler(move || {
        stopping.store(true, Ordering::SeqCst);
        on_stop.unblock();
    })
    .map_err(|e| format!("cannot catch Ctrl-C: {e}"))?;
    let port = server
        .server_addr()
        .to_ip()
        .map_or(port, |address| address.port());
    let known = match port {
        DEFAULT_PORT => "one of the ports Competitive Companion sends to by default",
        _ => "add it to Competitive Companion's custom ports",
    };
    println!(
        "Waiting for problems on http://localhost:{port}/ ({known}): click its button on \
         a problem's page. Ctrl-C stops."
    );
    loop {
        match server.recv() {
            Ok(request) => answer(&root, request, checker.as_deref()),
            Err(_) if stopped.load(Ordering::SeqCst) => break,
            Err(e) => return Err(format!("cannot receive a request: {e}")),
        }
    }
    println!("Stopped.");
    Ok(())
}

/// Makes the problem `request` holds (judged by `checker` unless it is interactive),
/// says in one line what it made (stdout) or why not (stderr), and answers the same.
fn answer(root: &Path, mut request: Request, checker: Option<&str>) {
    let (status, line) = match read_body(&mut request) {
        Err(why) => (400, format!("refused a request: {why}")),
        Ok(body) => match companion::request(&body, None).and_then(|r| {
            let checker = checker.filter(|_| !r.interactive).map(str::to_string);
            new::make(root, &request::Request { checker, ..r })
        }) {
            Ok(made) => (200, new::made_line(&made)),
            Err(why) => {
                let what = companion::title(&body).unwrap_or_else(|| "a body".to_string());
                (422, format!("refused {what}: {why}"))
            }
        },
    };
    match status {
        200 => println!("{line}"),
        _ => eprintln!("{line}"),
    }
    let _ = request.respond(Response::from_string(format!("{line}\n")).with_status_code(status));
}

/// The body of a POST, as text.
fn read_body(request: &mut Request) -> Result<String, String> {
    if *request.method() != Method::Post {
        return Err(format!(
            "{} {}: POST a problem as Competitive Companion sends it",
            request.method(),
            request.url()
        ));
    }
    let mut body = String::new();
    request
        .as_reader()
        .take(MAX_BODY)
        .read_to_string(&mut body)
        .map_err(|e| format!("cannot read the body: {e}"))?;
    Ok(body)
}
