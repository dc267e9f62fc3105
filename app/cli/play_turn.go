package cli

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/flaskdeck/flaskdeck/cards"
)

// humanMove shows the seat its view and the legal moves and plays the one typed. The numbers
// stay those of the list shown until a move is played; resign is a word, never a number.
func (p *playSession) humanMove(seat cards.Seat) error {
	out := p.s.Out
	name := seatLabel(p.match.Log.Seats, seat)
	if p.humans() > 1 && p.lastHuman != seat {
		undone, err := p.passDevice(name)
		if err != nil || undone {
			return err
		}
	}
	p.lastHuman = seat
	if p.seen[seat] < len(p.match.Feed) {
		fmt.Fprintln(out)
		p.showFeed(seat, p.seen[seat])
	}
	moves := p.showTurn(seat)
	for {
		fmt.Fprintf(out, "%s> ", name)
		line, err := p.readLine()
		if err != nil {
			fmt.Fprintln(out)
			return err
		}
		move, done, err := p.interpret(seat, line, moves)
		if err != nil {
			return err
		}
		if done {
			return nil
		}
		if move == "" {
			continue
		}
		if err := p.play(move); err != nil {
			var ill *cards.IllegalMoveError
			if errors.As(err, &ill) {
				fmt.Fprintf(out, "%q: %s\n", line, ill.Reason)
			} else {
				fmt.Fprintf(out, "%v\n", err)
			}
			continue
		}
		p.showFeed(seat, len(p.match.Feed)-1)
		return nil
	}
}

// showTurn prints the position as seat sees it (compact where the game has a compact view) and
// the numbered moves, and returns them.
func (p *playSession) showTurn(seat cards.Seat) []string {
	out, t := p.s.Out, p.match.Table
	view := t.Describe(seat)
	if c, ok := t.Engine().(cards.CompactDescriber); ok {
		view = c.DescribeCompact(seat)
	}
	fmt.Fprintf(out, "\n%s", view)
	var moves []string
	for _, m := range t.LegalMoves() {
		if m != "resign" {
			moves = append(moves, m)
		}
	}
	moves = groupMoves(moves)
	printMoves(p.s, moves)
	fmt.Fprintln(out, p.tr("play.commands"))
	return moves
}

// printMoves lists the moves numbered, one a line. A long list is drawn as a table: a row per
// group of moves sharing all but their last two words ("place 17"), a column per last word
// ("0,-4"), and where they meet the numbers of the moves, one per second-last word, in the order
// the row's label lists them ("place 17 front/back": "1/19"). The caller numbers the moves in the
// order groupMoves gives them.
func printMoves(s *Streams, moves []string) {
	if len(moves) <= 12 {
		for i, m := range moves {
			fmt.Fprintf(s.Out, "%3d. %s\n", i+1, m)
		}
		return
	}
	type row struct {
		head     string
		variants []string
		cells    map[[2]string]string // by column and variant: the move's number
	}
	var rows []*row
	var cols []string
	for i, m := range moves {
		rest, col := splitLast(m)
		head, variant := splitLast(rest)
		var r *row
		for _, x := range rows {
			if x.head == head {
				r = x
			}
		}
		if r == nil {
			r = &row{head: head, cells: map[[2]string]string{}}
			rows = append(rows, r)
		}
		if !slices.Contains(r.variants, variant) {
			r.variants = append(r.variants, variant)
		}
		if !slices.Contains(cols, col) {
			cols = append(cols, col)
		}
		r.cells[[2]string{col, variant}] = strconv.Itoa(i + 1)
	}
	// cell writes where row r meets column c: a number per variant, "-" for none.
	cell := func(r *row, c string) string {
		parts := make([]string, len(r.variants))
		empty := true
		for i, v := range r.variants {
			n, ok := r.cells[[2]string{c, v}]
			if !ok {
				n = "-"
			} else {
				empty = false
			}
			parts[i] = n
		}
		if empty {
			return ""
		}
		return strings.Join(parts, "/")
	}
	labelW, colW := 0, 0
	for _, r := range rows {
		labelW = max(labelW, len(strings.TrimSpace(r.head+" "+strings.Join(r.variants, "/"))))
		for _, c := range cols {
			colW = max(colW, len(cell(r, c)))
		}
	}
	for _, c := range cols {
		colW = max(colW, len(c))
	}
	colW++
	perBlock := max(1, (118-labelW-2)/colW)
	for start := 0; start < len(cols); start += perBlock {
		block := cols[start:min(len(cols), start+perBlock)]
		var b strings.Builder
		fmt.Fprintf(&b, "  %*s", labelW, "")
		for _, c := range block {
			fmt.Fprintf(&b, "%*s", colW, c)
		}
		fmt.Fprintln(s.Out, b.String())
		for _, r := range rows {
			b.Reset()
			fmt.Fprintf(&b, "  %-*s", labelW, strings.TrimSpace(r.head+" "+strings.Join(r.variants, "/")))
			for _, c := range block {
				fmt.Fprintf(&b, "%*s", colW, cell(r, c))
			}
			fmt.Fprintln(s.Out, strings.TrimRight(b.String(), " "))
		}
	}
}

// groupMoves orders a long list of moves so that moves sharing all but their last word follow
// each other (in the order their groups first appear); a short list keeps its order.
func groupMoves(moves []string) []string {
	if len(moves) <= 12 {
		return moves
	}
	var order []string
	groups := map[string][]string{}
	for _, m := range moves {
		head, _ := splitLast(m)
		if _, ok := groups[head]; !ok {
			order = append(order, head)
		}
		groups[head] = append(groups[head], m)
	}
	out := make([]string, 0, len(moves))
	for _, h := range order {
		out = append(out, groups[h]...)
	}
	return out
}

// splitLast splits a move before its last word ("place 17 front", "0,-4").
func splitLast(m string) (head, last string) {
	i := strings.LastIndexByte(m, ' ')
	if i < 0 {
		return "", m
	}
	return m[:i], m[i+1:]
}

// interpret reads one line typed at the prompt. It returns the move to play, or done when a
// confirmed resignation was played, or neither after answering a command.
func (p *playSession) interpret(seat cards.Seat, line string, moves []string) (move string, done bool, err error) {
	out, t := p.s.Out, p.match.Table
	word, rest, _ := strings.Cut(line, " ")
	word, rest = strings.ToLower(word), strings.TrimSpace(rest)
	switch {
	case line == "":
		return "", false, nil
	case word == "help" || word == "?":
		fmt.Fprintln(out, p.tr("play.help"))
		return "", false, nil
	case word == "rules" && rest == "":
		if rules, ok := cards.RulesIn(t.Engine(), p.lang); ok {
			fmt.Fprintln(out, rules)
		} else {
			fmt.Fprintln(out, p.tr("play.noRules"))
		}
		return "", false, nil
	case word == "board" && rest == "":
		fmt.Fprint(out, t.Describe(seat))
		return "", false, nil
	case word == "moves" && rest == "":
		copy(moves, p.showTurn(seat))
		return "", false, nil
	case word == "show":
		p.showCard(seat, rest, moves)
		return "", false, nil
	case word == "undo" && rest == "":
		if !p.undo(seat) {
			if p.humans() > 1 {
				fmt.Fprintln(out, p.tr("play.cannotUndoPeople"))
			} else {
				fmt.Fprintln(out, p.tr("play.cannotUndo"))
			}
			return "", false, nil
		}
		return "", true, nil
	case word == "resign" && rest == "":
		if !slices.Contains(p.match.Table.LegalMoves(), "resign") {
			fmt.Fprintln(out, p.tr("play.cannotResign"))
			return "", false, nil
		}
		fmt.Fprint(out, p.tr("play.resignAsk"))
		answer, err := p.readLine()
		if err != nil {
			fmt.Fprintln(out)
			return "", false, err
		}
		if !isYes(answer) {
			fmt.Fprintln(out, p.tr("play.notResigned"))
			return "", false, nil
		}
		if err := p.play("resign"); err != nil {
			fmt.Fprintf(out, "%v\n", err)
			return "", false, nil
		}
		p.showFeed(seat, len(p.match.Feed)-1)
		return "", true, nil
	}
	if n, err := strconv.Atoi(line); err == nil {
		if n < 1 || n > len(moves) {
			fmt.Fprintln(out, p.tr("play.noMove", "N", n, "Max", len(moves)))
			return "", false, nil
		}
		return moves[n-1], false, nil
	}
	return p.completeMove(line, moves), false, nil
}

// completeMove returns the move line names: itself when it is a legal move, else the one move
// that starts with its words. Several such moves are listed and "" returned.
func (p *playSession) completeMove(line string, moves []string) string {
	want := strings.Join(strings.Fields(strings.ToLower(line)), " ")
	var found []string
	for _, m := range moves {
		lm := strings.ToLower(m)
		if lm == want {
			return m
		}
		if strings.HasPrefix(lm, want+" ") {
			found = append(found, m)
		}
	}
	switch len(found) {
	case 0:
		return line // the game says why it is not a legal move
	case 1:
		return found[0]
	}
	if len(found) > 8 {
		found = append(found[:8], "…")
	}
	fmt.Fprintln(p.s.Out, p.tr("play.severalMoves", "Line", strconv.Quote(line), "Moves", strings.Join(found, ", ")))
	return ""
}

// showCard prints the card a move number, a card name or an id names, if seat can see it.
func (p *playSession) showCard(seat cards.Seat, ref string, moves []string) {
	out := p.s.Out
	engine := p.match.Table.Engine()
	if _, ok := engine.(cards.Explainer); !ok {
		fmt.Fprintln(out, p.tr("play.noCardTexts"))
		return
	}
	if n, err := strconv.Atoi(ref); err == nil && n >= 1 && n <= len(moves) {
		if text, ok := cards.ExplainCardIn(engine, p.lang, seat, moves[n-1]); ok {
			fmt.Fprintln(out, strings.TrimRight(text, "\n"))
			return
		}
	}
	if text, ok := cards.ExplainCardIn(engine, p.lang, seat, ref); ok && ref != "" {
		fmt.Fprintln(out, strings.TrimRight(text, "\n"))
		return
	}
	fmt.Fprintln(out, p.tr("play.noCard", "Ref", strconv.Quote(ref)))
}

// isYes tells whether an answer to a yes/no question is yes, in any of the terminal's languages
// (y, yes; j, ja; s, sì, si).
func isYes(answer string) bool {
	switch strings.ToLower(strings.TrimSpace(answer)) {
	case "y", "yes", "j", "ja", "s", "si", "sì":
		return true
	}
	return false
}
