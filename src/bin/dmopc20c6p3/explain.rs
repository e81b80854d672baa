//! `dmopc20c6p3`'s `--explain`: the police's attractor, city by city, and its steps.
//!
//! **`--explain`** works the attractor out again level by level (a breadth-first search
//! along the routes reversed), which gives each caught city the most steps the robber
//! can last there and the route that takes them; it shows, for each city (the first 50
//! by default), caught or escapes, the police's choice at a caught station, and the
//! robber's route among the escapes. Under `--explain=dot` it draws the cities, the
//! caught ones red and the escapes green, with the routes, the chosen ones bold.
//! **`--explain=steps`** has the cities join the police's attractor one at a time, in
//! the order the search back from the dead ends reaches them, each with why it joins;
//! then the escapes, which never join.

use super::{read_input, AnswerLine, Input};
use gamebits::explain::dot::{Dot, LOSE, WIN};
use gamebits::explain::steps::Steps;
use gamebits::explain::{count, Explanation, Line, Part};
use gamebits::game::{attractor, attractor_entering, ReversedMoves};
use gamebits::judge::{InputError, Tokens};

/// `--explain`: the catching plan and the escapes, with a summary and a line for each
/// city (by default the first [`CITIES_SHOWN`]; all with `--explain=all`).
///
/// Witnesses, one value for each city shown, in order: `witness steps: …`, the most
/// steps the robber can last from the city if he is caught there (0 at a dead end), `-`
/// if he escapes; `witness choice: …`, the city (1-based) the chosen route leads to:
/// the police's at a caught station (one step fewer), the robber's at a caught city
/// without one (the route that lasts longest, one step fewer) and at an escape without
/// one (to an escape); `-` at a dead end and at an escape with a station.
pub fn explain(tokens: &mut Tokens, why: &mut Explanation) -> Result<AnswerLine, InputError> {
    let input = read_input(tokens)?;
    let plan = Plan::new(&input);
    explain_rules(why);
    explain_summary(why, &plan);
    explain_cities(why, &plan, &input.0);
    why.draw(|dot| draw_cities(dot, &plan, &input));
    why.step(|steps| step_cities(steps, &plan, &input));
    let (police, routes) = input;
    let caught = attractor(routes, |city| police[city]);
    let agree = caught
        .iter()
        .zip(&plan.steps)
        .all(|(&c, &s)| c == (s != ESCAPES));
    assert!(
        agree,
        "the explanation's catching plan agrees with the attractor"
    );
    Ok(AnswerLine(caught))
}

/// The steps of a city where the robber escapes.
pub(super) const ESCAPES: u32 = u32::MAX;
/// The choice of a city where nobody chooses a route.
pub(super) const NO_CHOICE: u32 = u32::MAX;

/// How the police catch the robber, and how he escapes them: for each city, the most
/// steps he can last before he is caught ([`ESCAPES`] if he never is), and the city the
/// route chosen there leads to ([`NO_CHOICE`] at a dead end and at an escape with a
/// station, where the police may choose any route).
pub(super) struct Plan {
    pub(super) steps: Vec<u32>,
    pub(super) choice: Vec<u32>,
}

impl Plan {
    /// The most steps the robber lasts ([`catching_steps`]), each caught city's route
    /// the one it entered from; then each escape without a station takes a route to an
    /// escape. O(N + M).
    pub(super) fn new(input: &Input) -> Plan {
        let (police, routes) = input;
        let mut choice = vec![NO_CHOICE; police.len()];
        let steps = catching_steps(police, routes.clone(), |from, city| choice[from] = city);
        for city in (0..police.len()).filter(|&city| steps[city] == ESCAPES) {
            for from in routes.parents(city) {
                if steps[from] == ESCAPES && !police[from] && choice[from] == NO_CHOICE {
                    choice[from] = city as u32;
                }
            }
        }
        Plan { steps, choice }
    }
}

/// The most steps the robber can last from each city before he is caught
/// ([`ESCAPES`] if he never is), given which cities have a station and the routes
/// reversed: the police's attractor of the dead ends (`game::attractor_entering`), a
/// breadth-first search back from them in which a station enters from its first caught
/// route (the police's fastest) and a city without one from its last (the robber's
/// slowest), one step more than the city it enters from; `entered(from, city)` is told
/// so. O(N + M) time; a `u32` a city.
pub(super) fn catching_steps(
    police: &[bool],
    routes: ReversedMoves,
    mut entered: impl FnMut(usize, u32),
) -> Vec<u32> {
    let mut steps = vec![0; police.len()];
    let caught = attractor_entering(
        routes,
        |city| police[city],
        |from, city| {
            steps[from as usize] = steps[city as usize] + 1;
            entered(from as usize, city);
        },
    );
    for (steps, caught) in steps.iter_mut().zip(caught) {
        if !caught {
            *steps = ESCAPES;
        }
    }
    steps
}

/// How many cities `--explain` shows unless asked for all.
const CITIES_SHOWN: usize = 50;

/// The rules in the lecture's words: the caught cities as an attractor, worked out back
/// from the dead ends, and the escapes as what is left.
fn explain_rules(why: &mut Explanation) {
    why.line("A start is caught when the police can force the robber into a city with no route out: the caught cities are the police's attractor of the dead ends.");
    why.line("They are worked out back from the dead ends along the routes reversed, level by level: a dead end catches him in 0 steps; a city with a station as soon as one of its routes leads to a caught city (the police take the fastest); a city without one once all of its routes do (he takes the slowest).");
    why.line("The other cities are escapes: a station's every route and some route of every other city stay among them, so the robber keeps to them forever.");
}

/// How many cities catch the robber, the longest chase, and the escapes.
fn explain_summary(why: &mut Explanation, plan: &Plan) {
    let n = plan.steps.len();
    let escapes: Vec<usize> = (0..n).filter(|&c| plan.steps[c] == ESCAPES).collect();
    let longest = (0..n)
        .filter(|&c| plan.steps[c] != ESCAPES)
        .max_by_key(|&c| (plan.steps[c], std::cmp::Reverse(c)));
    match longest {
        Some(city) => why.line(format_args!(
            "{} of {n} cities catch the robber; the longest chase is {} from city {}.",
            n - escapes.len(),
            count(plan.steps[city], "step"),
            city + 1
        )),
        None => why.line(format_args!("None of the {n} cities catches the robber.")),
    }
    let shown = why.shown(escapes.len(), CITIES_SHOWN);
    let mut set: Vec<String> = escapes
        .iter()
        .take(shown)
        .map(|c| (c + 1).to_string())
        .collect();
    if escapes.len() > shown {
        set.push(format!("… {} more", escapes.len() - shown));
    }
    why.line(format_args!(
        "{} escapes: {{{}}}",
        escapes.len(),
        set.join(", ")
    ));
}

/// A line for each city shown, and the witnesses of those cities.
fn explain_cities(why: &mut Explanation, plan: &Plan, police: &[bool]) {
    let n = plan.steps.len();
    let shown = why.shown(n, CITIES_SHOWN);
    if shown < n {
        why.line(format_args!(
            "The first {shown} of the {n} cities (--explain=all shows all):"
        ));
    }
    for city in 0..shown {
        why.line_with_states(city_line(plan, police, city));
    }
    let value = |v: u32, shift: u32| match v {
        u32::MAX => "-".to_string(),
        v => (v + shift).to_string(),
    };
    why.witness("steps", plan.steps[..shown].iter().map(|&s| value(s, 0)));
    why.witness("choice", plan.choice[..shown].iter().map(|&c| value(c, 1)));
}

/// The picture: each city, caught (red, with the most steps he lasts) or an escape
/// (green), a station marked; every route, the chosen one of each city bold.
fn draw_cities(dot: &mut Dot, plan: &Plan, (police, routes): &Input) {
    for (city, (&steps, &station)) in plan.steps.iter().zip(police).enumerate() {
        let (what, fill) = match steps {
            ESCAPES => ("escapes".to_string(), WIN),
            0 => ("caught: no route out".to_string(), LOSE),
            steps => (format!("caught within {}", count(steps, "step")), LOSE),
        };
        dot.node(
            city + 1,
            &format!("{}\n{what}", city_name(city, station)),
            fill,
        );
    }
    for to in 0..plan.steps.len() {
        for from in routes.parents(to) {
            let chosen = plan.choice[from] as usize == to;
            dot.edge(from + 1, to + 1, "", chosen);
        }
    }
}

/// The steps: the caught cities in the order they join the attractor (the dead ends,
/// then each as the search back reaches it), then the escapes, the cities left once no
/// more joins, each with its line ([`city_line`]), as many as are shown.
fn step_cities(steps: &mut Steps, plan: &Plan, (police, routes): &Input) {
    let n = plan.steps.len();
    let mut order: Vec<usize> = (0..n).filter(|&city| plan.steps[city] == 0).collect();
    catching_steps(police, routes.clone(), |from, _| order.push(from));
    order.extend((0..n).filter(|&city| plan.steps[city] == ESCAPES));
    for (k, &city) in order.iter().enumerate() {
        if !steps.has_room() {
            steps.leave_out(n - k);
            return;
        }
        let line = city_line(plan, police, city);
        match plan.steps[city] {
            ESCAPES => steps.step(city + 1, "escapes", format!("no more city joins: {line}")),
            _ => steps.step(city + 1, "caught", line),
        }
    }
}

/// A city as the picture names it, `city 3 (station)` (counted from 1).
fn city_name(city: usize, station: bool) -> String {
    let station = if station { " (station)" } else { "" };
    format!("city {}{station}", city + 1)
}

/// What happens to the robber who starts in `city`, and why.
fn city_line(plan: &Plan, police: &[bool], city: usize) -> Line {
    let station = if police[city] { ", station" } else { "" };
    let (own, choice) = (plan.steps[city], plan.choice[city] as usize);
    let why = match (own, police[city]) {
        (0, _) => "no route out".to_string(),
        (ESCAPES, true) => "every route leads to an escape".to_string(),
        (ESCAPES, false) => format!("he takes the route to city {}, an escape", choice + 1),
        (_, true) => format!(
            "the police send him to city {} ({})",
            choice + 1,
            count(plan.steps[choice], "step")
        ),
        (_, false) => format!(
            "every route leads to a caught city, the longest to city {} ({})",
            choice + 1,
            count(plan.steps[choice], "step")
        ),
    };
    let caught = match own {
        ESCAPES => "escapes".to_string(),
        0 => "caught where he starts".to_string(),
        _ => format!("caught within {}", count(own, "step")),
    };
    let named = Part::state(city + 1, format_args!("city {}", city + 1));
    Line::new()
        .part(named)
        .text(format_args!("{station}: {caught}; {why}"))
}
