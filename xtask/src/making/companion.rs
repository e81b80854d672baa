//! A problem as the Competitive Companion browser extension sends it.
//!
//! A problem as the Competitive Companion browser extension sends it (one JSON body per
//! problem: `name`, `group`, `url`, `interactive`, `memoryLimit` in MB, `timeLimit` in
//! ms, `tests: [{input, output}]`, `testType`, `input`/`output` `{type}`, `languages`,
//! `batch`), read into what `cargo xtask new` is told.

use crate::making::request::{Request, Sample};
use serde::Deserialize;

/// The fields of the body that `new` uses; the others (`testType`, `languages`,
/// `batch`) are left unread.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Body {
    name: String,
    group: String,
    url: String,
    /// Missing in the bodies of older versions of the extension.
    #[serde(default)]
    interactive: bool,
    /// In MB, which the judges mean as MiB.
    memory_limit: u64,
    /// In milliseconds.
    time_limit: u64,
    tests: Vec<Test>,
    input: Stream,
    output: Stream,
}

/// A sample as the body gives it.
#[derive(Deserialize)]
struct Test {
    input: String,
    output: String,
}

/// Where the problem reads its input or writes its answer: `stdin`, `stdout`, or a
/// file.
#[derive(Deserialize)]
struct Stream {
    #[serde(rename = "type")]
    kind: String,
}

/// What the body `json` asks `new` to make, its binary named `binary` or, without it,
/// after the problem's address ([`binary_name`]); or why it cannot be made. `new`
/// checks the rest as it checks its options.
pub fn request(json: &str, binary: Option<String>) -> Result<Request, String> {
    let body: Body = serde_json::from_str(json)
        .map_err(|e| format!("not a problem as Competitive Companion sends it: {e}"))?;
    let name = &body.name;
    if body.input.kind != "stdin" || body.output.kind != "stdout" {
        return Err(format!(
            "`{name}` reads its input from a {} and writes its answer to a {}: a binary \
             here reads stdin and writes stdout",
            body.input.kind, body.output.kind
        ));
    }
    let binary = match binary {
        Some(binary) => binary,
        None => binary_name(&body.url)?,
    };
    let judge = body.group.split(" - ").next().unwrap_or_default().trim();
    Ok(Request {
        binary,
        judge: judge.to_string(),
        link: Some(body.url),
        time_ms: Some(body.time_limit),
        memory_mib: Some(body.memory_limit),
        samples: body
            .tests
            .into_iter()
            .map(|test| Sample {
                input: test.input,
                output: test.output,
            })
            .collect(),
        checker: None,
        interactive: body.interactive,
    })
}

/// The name and address of the problem in the body `json`, for a message, if it has
/// them.
pub fn title(json: &str) -> Option<String> {
    let body: serde_json::Value = serde_json::from_str(json).ok()?;
    let name = body["name"].as_str()?;
    let url = body["url"].as_str()?;
    Some(format!("`{name}` ({url})"))
}

/// The binary's name after the problem's address: on Codeforces `cf`, the contest and
/// the problem's letter (`…/contest/1000/problem/A`, `…/problemset/problem/1000/A` and
/// `…/gym/1000/problem/A` → `cf1000a`); elsewhere the last part of the path (DMOJ
/// `…/problem/dpk` → `dpk`, AtCoder `…/tasks/dp_a` → `dp_a`), lower-cased, each
/// character other than a letter, digit or `_` made `_`, and after the first word of
/// the host where it does not start with a letter (`https://cses.fi/problemset/task/1068`
/// → `cses1068`).
pub fn binary_name(url: &str) -> Result<String, String> {
    let bad = || format!("cannot name a binary after `{url}`: give its name (new <BINARY> --from)");
    let rest = url
        .strip_prefix("https://")
        .or_else(|| url.strip_prefix("http://"))
        .ok_or_else(bad)?;
    let rest = rest.split(['?', '#']).next().unwrap_or_default();
    let mut parts = rest.split('/').filter(|part| !part.is_empty());
    let host = parts.next().ok_or_else(bad)?.to_ascii_lowercase();
    let host = host.strip_prefix("www.").unwrap_or(&host);
    let path: Vec<&str> = parts.collect();
    let name = match (host.starts_with("codeforces."), path.as_slice()) {
        (true, ["contest" | "gym", contest, "problem", letter])
        | (true, ["problemset", "problem", contest, letter]) => format!("cf{contest}{letter}"),
        _ => path.last().ok_or_else(bad)?.to_string(),
    };
    let name: String = name
        .to_lowercase()
        .chars()
        .map(|c| match c {
            'a'..='z' | '0'..='9' | '_' => c,
            _ => '_',
        })
        .collect();
    match name.starts_with(|c: char| c.is_ascii_lowercase()) {
        true => Ok(name),
        false => {
            let word = host.split('.').next().unwrap_or_default();
            Ok(format!("{word}{name}"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binaries_are_named_after_the_judges_codes() {
        for (url, name) in [
            ("https://dmoj.ca/problem/dpk", "dpk"),
            ("https://atcoder.jp/contests/dp/tasks/dp_a", "dp_a"),
            (
                "https://abc096.contest.atcoder.jp/tasks/abc096_a",
                "abc096_a",
            ),
            ("https://codeforces.com/contest/1000/problem/A", "cf1000a"),
            (
                "https://codeforces.com/problemset/problem/1000/B1",
                "cf1000b1",
            ),
            ("https://codeforces.com/gym/102028/problem/C", "cf102028c"),
            ("https://www.codechef.com/problems/DISPDOM", "dispdom"),
            ("https://open.kattis.com/problems/hello/", "hello"),
            ("https://cses.fi/problemset/task/1068", "cses1068"),
            ("https://www.luogu.com.cn/problem/P5970?tab=1", "p5970"),
            ("https://judge.yosupo.jp/problem/many_aplusb", "many_aplusb"),
            ("https://example.com/problems/a-b.c", "a_b_c"),
        ] {
            assert_eq!(binary_name(url).as_deref(), Ok(name), "{url}");
        }
        for bad in ["dmoj.ca/problem/dpk", "https://dmoj.ca/", "https://"] {
            assert!(binary_name(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_body_becomes_what_new_is_told() {
        let body = r#"{"name":"A - Day of Takahashi","group":"AtCoder - AtCoder Beginner Contest 096",
            "url":"https://atcoder.jp/contests/abc096/tasks/abc096_a","interactive":false,
            "memoryLimit":1024,"timeLimit":2000,
            "tests":[{"input":"5 5\n","output":"5\n"},{"input":"2 1\n","output":"1\n"}],
            "testType":"single","input":{"type":"stdin"},"output":{"type":"stdout"},
            "languages":{"java":{"mainClass":"Main","taskClass":"ADayOfTakahashi"}},
            "batch":{"id":"4f8e","size":1}}"#;
        let request = request(body, None).unwrap();
        assert_eq!(request.binary, "abc096_a");
        assert_eq!(request.judge, "AtCoder");
        assert_eq!(request.time_ms, Some(2000));
        assert_eq!(request.memory_mib, Some(1024));
        let samples: Vec<(&str, &str)> = request
            .samples
            .iter()
            .map(|s| (s.input.as_str(), s.output.as_str()))
            .collect();
        assert_eq!(samples, [("5 5\n", "5\n"), ("2 1\n", "1\n")]);
        assert_eq!(
            super::request(body, Some("day".into())).unwrap().binary,
            "day"
        );
        let interactive = body.replace(r#""interactive":false"#, r#""interactive":true"#);
        assert!(super::request(&interactive, None).unwrap().interactive);
        assert!(!request.interactive);
        let file = body.replace(
            r#"{"type":"stdin"}"#,
            r#"{"type":"file","fileName":"in.txt"}"#,
        );
        assert!(super::request(&file, None)
            .unwrap_err()
            .contains("reads its input from a file"));
        let malformed = body.replace("\"timeLimit\":2000", "\"timeLimit\":\"2s\"");
        assert!(super::request(&malformed, None)
            .unwrap_err()
            .starts_with("not a problem as Competitive Companion sends it: invalid type"));
    }
}
