//! `site-bench`: the site's measures in headless chromium.
//!
//! `site-bench`: the site's measures in headless chromium (see
//! `gamebits_site_browser::bench`); chromium is driven on Unix only.

#[cfg(unix)]
#[tokio::main(flavor = "current_thread")]
async fn main() -> Result<(), String> {
    gamebits_site_browser::bench::run().await
}

#[cfg(not(unix))]
fn main() -> std::process::ExitCode {
    eprintln!("error: site-bench drives chromium, which it does on Unix only");
    std::process::ExitCode::FAILURE
}
