// The board of any board game (a game written on package board): drawn
// from the description GET /api/games gives in its "board" (a grid of
// width × height cells, or points joined by lines; the letters of its
// kinds and players; the cells of each row of a position's text, and
// their names), with no code of its own. A position's text is its cells
// row by row (a letter a piece, '.' an empty cell, rows separated by
// '/'), the player to move and the counters off the board; each move of
// the API lists the cells it changes. A click on a cell picks the moves
// that change it, coloured by the best of them; further clicks narrow
// them down until one is left, which is played (a click on a picked cell
// plays the move that changes exactly the cells picked, or drops it).
// Loaded before app.js, whose state, el, describe and step it uses.
"use strict";

// The colour of each kind of piece, in the order of the game's kinds: the
// first two are the players'.
const BOARD_PIECES = ["white", "black", "red", "blue"];

function drawBoard(boardEl, c) {
  const b = state.game.board;
  const [rows, who, ...counters] = c.pos.split(" ");
  const cells = rows.replaceAll("/", "");
  const sel = (state.selected && state.selected.cells) || [];
  const moves = c.res.moves.filter((m) => m.cells && m.cells.length > 0);
  const through = (ks) => moves.filter((m) => ks.every((k) => m.cells.includes(k)));
  const cand = through(sel);
  const pick = (k) => {
    if (sel.includes(k)) {
      const exact = cand.find((m) => m.cells.length === sel.length);
      if (exact) return step(exact.move);
      state.selected = { cells: sel.filter((x) => x !== k) };
      renderBoard();
      return undefined;
    }
    const next = through([...sel, k]);
    if (next.length === 1) return step(next[0].move);
    state.selected = { cells: [...sel, k] };
    renderBoard();
    return undefined;
  };
  const cell = (k, cls) => {
    const btn = el("button", cls);
    const ch = cells[k];
    const kind = b.kinds.indexOf(ch);
    if (kind >= 0) btn.append(el("span", `piece ${BOARD_PIECES[kind]}`, ch));
    if (sel.includes(k)) {
      btn.classList.add("selected");
      const exact = cand.find((m) => m.cells.length === sel.length);
      btn.title = exact ? `${b.names[k]}: again to play ${exact.move}` : `${b.names[k]}: again to drop it`;
      btn.onclick = () => pick(k);
    } else {
      const ms = through([...sel, k]);
      if (ms.length === 1) btn.dataset.move = ms[0].move;
      if (ms.length > 0) {
        // The moves through this cell, best first: it wears the colour
        // of the best.
        const best = ms[0];
        btn.classList.add("target", `v-${best.outcome}`);
        btn.title = ms.length === 1 ? `${best.move}: ${describe(best.outcome, best.remoteness)}`
          : `${b.names[k]}: ${ms.length} moves, best ${best.move}: ${describe(best.outcome, best.remoteness)}`;
        if (best.outcome !== "Draw") btn.append(el("span", "r", String(best.remoteness)));
        btn.onclick = () => pick(k);
      }
    }
    btn.dataset.square = b.names[k];
    return btn;
  };
  if (!b.points) {
    const g = el("div", "grid");
    g.style.gridTemplateColumns = `repeat(${b.width}, auto)`;
    for (let k = 0; k < cells.length; k++) g.append(cell(k, "cell"));
    boardEl.append(g);
  } else {
    const S = 360, NS = "http://www.w3.org/2000/svg";
    const wrap = el("div", "points");
    wrap.style.width = wrap.style.height = `${S}px`;
    const svg = document.createElementNS(NS, "svg");
    svg.setAttribute("width", S); svg.setAttribute("height", S);
    for (const line of b.lines || []) {
      const pl = document.createElementNS(NS, "polyline");
      pl.setAttribute("points", line.map((k) => `${b.points[k][0] * S},${b.points[k][1] * S}`).join(" "));
      svg.append(pl);
    }
    for (const [x, y] of b.points) {
      const dot = document.createElementNS(NS, "circle");
      dot.setAttribute("cx", x * S); dot.setAttribute("cy", y * S); dot.setAttribute("r", 6);
      svg.append(dot);
    }
    wrap.append(svg);
    for (let k = 0; k < cells.length; k++) {
      const btn = cell(k, "point");
      btn.style.left = `${b.points[k][0] * S - 20}px`;
      btn.style.top = `${b.points[k][1] * S - 20}px`;
      wrap.append(btn);
    }
    boardEl.append(wrap);
  }
  // Who moves, and the counters off the board.
  const side = el("div", "side", `${who} to move`);
  if (counters.length > 0) {
    side.textContent += "; off the board: " + counters.map((n, i) => `${(b.counters || [])[i] || i + 1} ${n}`).join(", ");
  }
  $("hand").append(side);
}

// boardClicks clicks the cells named in list ("a5,e1"), in turn, as a
// person would: for the page's clicks= parameter (links, the browser
// test).
async function boardClicks(list) {
  for (const name of (list || "").split(",").filter(Boolean)) {
    const btn = [...$("board").querySelectorAll("button")].find((x) => x.dataset.square === name);
    if (!btn || !btn.onclick) throw new Error(`${name} cannot be clicked here`);
    await btn.onclick();
  }
}
