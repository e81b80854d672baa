//! The table filled one state at a time: `--explain=steps`.
//!
//! Each step is one state the table decides, in the order it is filled: the state's id
//! as the picture ([`super::dot`]) names it, its value, and the rule that decided it, in
//! the explanation's words. The terminal prints a step as one line, its three fields
//! separated by tabs; a page reads them as values ([`Steps::steps`]).

use super::LeftOut;
use std::fmt;

/// How many steps are recorded unless asked for all (`--explain=steps-all`).
///
/// ```
/// use gamebits::explain::steps::{Steps, DEFAULT_STEPS};
/// let mut steps = Steps::new(Some(DEFAULT_STEPS));
/// (0..DEFAULT_STEPS).for_each(|pile| steps.step(pile, "W", "a rule"));
/// assert!(!steps.has_room());
/// ```
pub const DEFAULT_STEPS: usize = 200;

/// The steps of a table's filling, at most `limit` of them.
///
/// Steps past the limit are counted and said to be left out in a last line.
///
/// ```
/// use gamebits::explain::steps::Steps;
/// let mut steps = Steps::new(Some(1));
/// steps.step(0, "L", "0 is L: no move");
/// steps.step(1, "W", "1 is W: 1 − 1 = 0 is L");
/// assert_eq!(
///     steps.to_string(),
///     "0\tL\t0 is L: no move\n\
///      (1 more step left out: --explain=steps-all shows every step)\n"
/// );
/// ```
#[derive(Clone, Debug)]
pub struct Steps {
    steps: Vec<Step>,
    limit: Option<usize>,
    left_out: usize,
}

/// One step: the state decided, by its id in the picture, its value and its rule.
///
/// ```
/// use gamebits::explain::steps::{Step, Steps};
/// let mut steps = Steps::new(None);
/// steps.step(0, "L", "0 is L: no move");
/// let Step { state, value, rule } = &steps.steps()[0];
/// assert_eq!((state.as_str(), value.as_str(), rule.as_str()), ("0", "L", "0 is L: no move"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The state's id, as the picture names its node.
    pub state: String,
    /// Its value: `W`, `L`, a number.
    pub value: String,
    /// The rule that decided it, in the explanation's words.
    pub rule: String,
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}\t{}\t{}", self.state, self.value, self.rule)
    }
}

impl Steps {
    /// No step yet; at most `limit` will be shown (`None`: every one).
    ///
    /// ```
    /// use gamebits::explain::steps::Steps;
    /// assert_eq!(Steps::new(None).to_string(), "");
    /// ```
    pub fn new(limit: Option<usize>) -> Steps {
        Steps {
            steps: Vec::new(),
            limit,
            left_out: 0,
        }
    }

    /// Whether another step would be shown.
    ///
    /// Code can then stop working out the rules of steps nobody will see, and count
    /// them with [`Steps::leave_out`].
    ///
    /// ```
    /// use gamebits::explain::steps::Steps;
    /// let mut steps = Steps::new(Some(1));
    /// assert!(steps.has_room());
    /// steps.step(0, "L", "0 is L: no move");
    /// assert!(!steps.has_room());
    /// ```
    pub fn has_room(&self) -> bool {
        self.limit.map_or(true, |limit| self.steps.len() < limit)
    }

    /// Counts `steps` steps as left out without working out their rules.
    ///
    /// ```
    /// use gamebits::explain::steps::Steps;
    /// let mut steps = Steps::new(Some(0));
    /// steps.leave_out(5);
    /// assert!(steps.to_string().starts_with("(5 more steps left out"));
    /// ```
    pub fn leave_out(&mut self, steps: usize) {
        self.left_out += steps;
    }

    /// Adds the step that decides `state`: its `value` and the `rule` that decided it.
    ///
    /// `state` is the id the picture gives the state, `value` a short word (`W`, `L`,
    /// a number); neither holds a space, and none of the three a tab or a line break.
    /// A step past the limit is counted as left out.
    ///
    /// # Panics
    ///
    /// If a field holds what it may not (a bug in the caller).
    ///
    /// ```
    /// use gamebits::explain::steps::Steps;
    /// let mut steps = Steps::new(None);
    /// steps.step(9, "W", "9 is W: 9 − 9 = 0 is L");
    /// assert_eq!(steps.to_string(), "9\tW\t9 is W: 9 − 9 = 0 is L\n");
    /// ```
    pub fn step(
        &mut self,
        state: impl fmt::Display,
        value: impl fmt::Display,
        rule: impl fmt::Display,
    ) {
        if !self.has_room() {
            self.left_out += 1;
            return;
        }
        let (state, value, rule) = (state.to_string(), value.to_string(), rule.to_string());
        let word = |field: &str| !field.is_empty() && !field.contains(char::is_whitespace);
        assert!(
            word(&state) && word(&value) && !rule.contains(['\t', '\n']),
            "a step's fields are one word, one word and one line: {state:?} {value:?} {rule:?}"
        );
        self.steps.push(Step { state, value, rule });
    }

    /// The steps shown, in the order the table is filled.
    ///
    /// ```
    /// use gamebits::explain::steps::Steps;
    /// let mut steps = Steps::new(Some(0));
    /// steps.step(0, "L", "0 is L: no move");
    /// assert!(steps.steps().is_empty());
    /// ```
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// The mark that says how many steps were left out, if any were.
    ///
    /// ```
    /// use gamebits::explain::{steps::Steps, LeftOut};
    /// let mut steps = Steps::new(Some(0));
    /// steps.leave_out(5);
    /// assert_eq!(steps.left_out(), Some(LeftOut::Steps(5)));
    /// ```
    pub fn left_out(&self) -> Option<LeftOut> {
        (self.left_out > 0).then_some(LeftOut::Steps(self.left_out))
    }
}

impl fmt::Display for Steps {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for step in &self.steps {
            writeln!(f, "{step}")?;
        }
        match self.left_out() {
            Some(mark) => writeln!(f, "{mark}"),
            None => Ok(()),
        }
    }
}
