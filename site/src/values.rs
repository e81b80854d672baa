//! The values the page reads, as JSON.
//!
//! An answer, an explanation's blocks, a picture, the table's steps, a game's moves,
//! or an error as a field.
//!
//! Each is made from the library's own values ([`Shown`], [`Block`], [`Step`],
//! [`ListedMove`]); the page shows them without reading any words back.

use gamebits::explain::dot::Dot;
use gamebits::explain::steps::{Step, Steps};
use gamebits::explain::{Block, LeftOut, Part};
use gamebits::judge::{Refused, Shown};
use gamebits::play::{ListedMove, StartHere};
use serde::Serialize;

/// An error: its one line, and what is refused.
///
/// `{"error": "N = 0 is outside 1..=5", "refused": "input"}`
#[derive(Serialize)]
pub struct Failure {
    error: String,
    refused: Refusal,
}

/// What an error refuses.
#[derive(Clone, Copy, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Refusal {
    /// The judge's input, or an option of the game.
    Input,
    /// What was asked, which the binary does not show (a picture, steps).
    Lacking,
    /// The picture, which cannot be laid out (by the picture's module).
    Layout,
    /// The page's request (a binary or a game that is not there).
    Request,
}

impl Failure {
    /// The error `line`, refusing `refused`.
    pub fn new(line: impl Into<String>, refused: Refusal) -> Failure {
        Failure {
            error: line.into(),
            refused,
        }
    }
}

impl From<Refused> for Failure {
    fn from(refused: Refused) -> Failure {
        match refused {
            Refused::Input(line) => Failure::new(line, Refusal::Input),
            Refused::Lacking(line) => Failure::new(line, Refusal::Lacking),
        }
    }
}

/// The JSON of a run's outcome: the value of what it shows (see [`shown`]), or its
/// [`Failure`].
pub fn outcome(outcome: Result<Shown, Refused>) -> String {
    match outcome {
        Ok(shown) => self::shown(&shown),
        Err(refused) => json(&Failure::from(refused)),
    }
}

/// The JSON of what a run shows.
///
/// - the answer: `{"answer": "First"}`;
/// - an explanation: `{"blocks": [block, …], "answer": "First"}`, each block as
///   [`BlockValue`] says, a last `left-out` block for the lines past the limit;
/// - a picture: `{"note": null or "3 states and 4 moves left out …", "dot": "digraph …"}`,
///   which the picture's module lays out (`crate::picture`);
/// - steps: `{"steps": [{"state": "0", "value": "L", "rule": "…"}, …],
///   "left_out": null or {"kind": "left-out", "of": "steps", "count": 5, "text": "…"}}`.
fn shown(shown: &Shown) -> String {
    let (why, answer) = match shown {
        Shown::Answer(answer) => return json(&AnswerValue { answer }),
        Shown::Explained { why, answer } => (why, answer),
    };
    if let Some(dot) = why.picture() {
        return json(&PictureValue::of(dot));
    }
    if let Some(steps) = why.steps() {
        return json(&steps_value(steps));
    }
    let mut blocks: Vec<BlockValue> = why.blocks().iter().map(BlockValue::of).collect();
    blocks.extend(why.left_out().map(BlockValue::left_out));
    json(&ExplanationValue { blocks, answer })
}

/// `{"answer": …}`
#[derive(Serialize)]
struct AnswerValue<'a> {
    answer: &'a str,
}

/// `{"blocks": […], "answer": …}`
#[derive(Serialize)]
struct ExplanationValue<'a> {
    blocks: Vec<BlockValue<'a>>,
    answer: &'a str,
}

/// One block of an explanation, tagged by its `kind`:
///
/// - `{"kind": "line", "parts": [part, …]}`, its words in parts as [`PartValue`] says,
///   each part that names a state with the state's id;
/// - `{"kind": "row", "state": "10", "name": "10", "value": "L"}`, a W/L table's row,
///   `state` the id of its node in the picture;
/// - `{"kind": "witness", "of": "play", "values": ["4", "1"]}`;
/// - `{"kind": "left-out", "of": "rows", "count": 900, "text": "… 900 rows left out …"}`
///   (`of`: `rows`, `lines` or `steps`), `text` as the terminal says it.
#[derive(Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum BlockValue<'a> {
    /// A line of words, in parts.
    Line { parts: Vec<PartValue<'a>> },
    /// A row of a W/L table.
    Row {
        state: &'a str,
        name: &'a str,
        value: &'static str,
    },
    /// A witness.
    Witness { of: &'a str, values: &'a [String] },
    /// A mark of what was left out.
    LeftOut {
        of: &'static str,
        count: usize,
        text: String,
    },
}

impl<'a> BlockValue<'a> {
    /// The value of `block`.
    fn of(block: &'a Block) -> BlockValue<'a> {
        match block {
            Block::Line(line) => BlockValue::Line {
                parts: line.parts().iter().map(PartValue::of).collect(),
            },
            Block::Row(row) => BlockValue::Row {
                state: &row.state,
                name: &row.name,
                value: row.letter(),
            },
            Block::Witness { kind, values } => BlockValue::Witness { of: kind, values },
            Block::LeftOut(mark) => BlockValue::left_out(*mark),
        }
    }

    /// The value of the mark `mark`.
    fn left_out(mark: LeftOut) -> BlockValue<'a> {
        let of = match mark {
            LeftOut::Rows(_) => "rows",
            LeftOut::Lines(_) => "lines",
            LeftOut::Steps(_) => "steps",
        };
        BlockValue::LeftOut {
            of,
            count: mark.count(),
            text: mark.to_string(),
        }
    }
}

/// A part of a line: `{"text": "(8, 9, 10, 8)", "state": "8,9,10,8"}`, `state` the id
/// of the state the words name (as the picture names its node, and as the game takes it
/// for "Play from here"), absent where they name none.
#[derive(Serialize)]
pub struct PartValue<'a> {
    text: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    state: Option<&'a str>,
}

impl<'a> PartValue<'a> {
    /// The value of `part`.
    fn of(part: &'a Part) -> PartValue<'a> {
        PartValue {
            text: &part.text,
            state: part.state.as_deref(),
        }
    }
}

/// `{"note": …, "dot": …}`
#[derive(Serialize)]
struct PictureValue {
    note: Option<String>,
    dot: String,
}

impl PictureValue {
    /// The value of the picture `dot`, with its note.
    fn of(dot: &Dot) -> PictureValue {
        PictureValue {
            note: dot.note(),
            dot: dot.to_string(),
        }
    }
}

/// `{"steps": […], "left_out": …}`
#[derive(Serialize)]
struct StepsValue<'a> {
    steps: Vec<StepValue<'a>>,
    left_out: Option<BlockValue<'a>>,
}

/// `{"state": …, "value": …, "rule": …}`
#[derive(Serialize)]
struct StepValue<'a> {
    state: &'a str,
    value: &'a str,
    rule: &'a str,
}

impl<'a> StepValue<'a> {
    /// The value of `step`.
    fn of(step: &'a Step) -> StepValue<'a> {
        let Step { state, value, rule } = step;
        StepValue { state, value, rule }
    }
}

/// The value of `steps`.
fn steps_value(steps: &Steps) -> StepsValue<'_> {
    StepsValue {
        steps: steps.steps().iter().map(StepValue::of).collect(),
        left_out: steps.left_out().map(BlockValue::left_out),
    }
}

/// A game's answer to the page, with its moves after it:
/// `{"said": "…", "played": true, "over": false, "moves": [move, …], "note": null}`,
/// and at the start `"sides": ["First", "Second"]`.
///
/// `said` is what the terminal shows; `played`, whether the player's line was a move
/// played; each move as [`MoveValue`] says; `note`, the line after the listed moves,
/// if any.
#[derive(Serialize)]
pub struct Turn<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sides: Option<[&'a str; 2]>,
    pub said: &'a str,
    pub played: bool,
    pub over: bool,
    pub moves: Vec<MoveValue<'a>>,
    pub note: Option<&'a str>,
}

/// One listed move: `{"words": "2", "leads_to": "pile 8", "value": "W", "mover":
/// "First", "state": "8"}`; `value` is that state's for its side to move (`W`, `L` or
/// `draw`), `state` the id in the picture of where the move goes (null where the game
/// draws none).
#[derive(Serialize)]
pub struct MoveValue<'a> {
    words: &'a str,
    leads_to: &'a str,
    value: &'static str,
    mover: &'a str,
    state: Option<&'a str>,
}

impl<'a> MoveValue<'a> {
    /// The value of `listed`.
    pub fn of(listed: &'a ListedMove) -> MoveValue<'a> {
        MoveValue {
            words: &listed.words,
            leads_to: &listed.leads_to,
            value: listed.value.letter(),
            mover: &listed.mover,
            state: listed.pictured.as_deref(),
        }
    }
}

/// Where play can start: `{"start": null}` or `{"start": {"name": "pile 18", "options":
/// [["--start", "18"]]}}`, each option's name and value.
#[derive(Serialize)]
pub struct StartValue<'a> {
    start: Option<Start<'a>>,
}

/// `{"name": …, "options": […]}`
#[derive(Serialize)]
struct Start<'a> {
    name: &'a str,
    options: &'a [(String, String)],
}

impl<'a> StartValue<'a> {
    /// The value of `start`.
    pub fn new(start: Option<&'a StartHere>) -> StartValue<'a> {
        let start = start.map(|here| Start {
            name: &here.name,
            options: &here.options,
        });
        StartValue { start }
    }
}

/// A student's answer judged by the problem's checker: `{"verdict": "AC"}`, or
/// `{"verdict": "WA", "why": "token 1 at line 1, column 1: expected `First`, found `Second`"}`,
/// the verdicts named as `cargo xtask test` names them.
#[derive(Serialize)]
pub struct Judged {
    verdict: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    why: Option<String>,
}

impl Judged {
    /// The judgement of a checker's `compared`.
    pub fn of(compared: Result<(), String>) -> Judged {
        match compared {
            Ok(()) => Judged {
                verdict: "AC",
                why: None,
            },
            Err(why) => Judged {
                verdict: "WA",
                why: Some(why),
            },
        }
    }
}

/// A random small case, or a step of a shrinking, tagged by its `kind`:
///
/// - `{"kind": "drawn", "input": "…"}`, the next random small case;
/// - `{"kind": "candidate", "input": "…"}`, the next smaller input to try;
/// - `{"kind": "shrunk", "input": "…", "steps": 13, "stopped": false}`, the smallest
///   failing input found, how many steps made it smaller, and whether it was stopped
///   before it was minimal.
#[derive(Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum ShrinkStep<'a> {
    /// A random small case.
    Drawn { input: &'a str },
    /// An input to try.
    Candidate { input: &'a str },
    /// The shrinking's end.
    Shrunk {
        input: String,
        steps: usize,
        stopped: bool,
    },
}

impl ShrinkStep<'_> {
    /// The value of a shrinking's end.
    pub fn shrunk(shrunk: gamebits_problems::Shrunk<String>) -> ShrinkStep<'static> {
        ShrinkStep::Shrunk {
            input: shrunk.input,
            steps: shrunk.steps,
            stopped: shrunk.stopped,
        }
    }
}

/// `value` as JSON.
pub fn json(value: &impl Serialize) -> String {
    serde_json::to_string(value).expect("the page's values are plain data")
}
