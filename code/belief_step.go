package code

// step follows event i of the history on every particle: it weighs each by the likelihood of
// opp's decision (belief_model.go) and moves the cards it moved, guessing those observer could not
// see (opp's draws) among the cards still unseen.
func (b *belief) step(i int) {
	ev := b.s.hist[i]
	m := ev.move
	if ev.seat != b.opp {
		b.stepObserver(ev)
		return
	}
	var next *event
	if i+1 < len(b.s.hist) {
		next = &b.s.hist[i+1]
	}
	for k := range b.parts {
		p := &b.parts[k]
		switch m.Kind {
		case Discard:
			b.ensure(p, m.A)
			b.ensure(p, m.B)
		case Play, Offer:
			b.ensure(p, m.A)
		case Keep:
			if p.drawn == NoCard { // the draw was not followed (a position set up mid-decision)
				continue
			}
		}
		b.w[k] *= b.likelihood(p, &ev)
		b.apply(p, &ev, next, k)
	}
	switch m.Kind {
	case Discard:
		b.unpin(m.A)
		b.unpin(m.B)
	case Play:
		b.unpin(m.A)
		switch {
		case m.A == Swap && m.N == SwapAction:
			b.pinned[ev.act]++
		case m.A == Swap:
			b.pinned[ev.top]++
		}
	case Offer:
		b.pinned[m.A] = max(b.pinned[m.A], 1)
	case TakeGift:
		b.pinned[m.A]++
	}
	b.resample()
}

// apply moves the cards of opp's move ev on particle p (number k): next is the event after it.
func (b *belief) apply(p *particle, ev *event, next *event, k int) {
	m := ev.move
	switch m.Kind {
	case Discard:
		b.remove(p, m.A)
		if m.B != NoCard {
			b.remove(p, m.B)
		}
		p.drawn = NoCard
	case Play:
		b.remove(p, m.A)
		switch {
		case m.A == Swap && m.N == SwapAction:
			p.put(ev.act)
		case m.A == Swap:
			p.put(ev.top)
		}
	case Draw:
		b.drawn(p, ev, next, k)
	case Keep:
		p.drawn = NoCard
	case TakePenalty:
		for range m.N {
			b.add(p, first(b.drawFor(p, anyCard)))
		}
	case TakeGift:
		p.put(m.A)
	}
}

// drawn guesses the card opp drew on particle p (number k). The next event tells whether it fit
// the number pile (opp then decided about it) and, when opp discarded it, what it was.
func (b *belief) drawn(p *particle, ev *event, next *event, k int) {
	if next == nil || next.seat != b.opp || next.phase != phaseDrawn {
		// It did not fit (or the history ends here): guess among the cards that do not.
		c, share := b.drawFor(p, anyCard&^fitSet(p, ev.top))
		b.w[k] *= share
		b.add(p, c)
		return
	}
	if nm := next.move; nm.Kind == Discard {
		c := nm.A // shown: the card discarded, or of a pair the one p does not hold already
		if nm.B != NoCard && p.hand[nm.A] > 0 && p.hand[nm.B] == 0 {
			c = nm.B
		}
		p.put(c)
		p.drawn = c
		return
	}
	c, share := b.drawFor(p, fitSet(p, ev.top))
	b.w[k] *= share
	b.add(p, c)
	p.drawn = c
}

// add puts c, unless NoCard, into p's hand.
func (b *belief) add(p *particle, c Card) {
	if c != NoCard {
		p.put(c)
	}
}

// stepObserver follows observer's move ev where it changes opp's hidden state: taking the card
// opp laid out for a Gift (opp draws one instead), a Reset of opp's code, a card laid out.
func (b *belief) stepObserver(ev event) {
	m := ev.move
	switch {
	case m.Kind == Offer:
		b.offer = m.A
	case m.Kind == TakeGift && int8(m.N) == b.opp:
		b.unpin(m.A)
		for k := range b.parts {
			p := &b.parts[k]
			b.remove(p, m.A)
			b.add(p, first(b.drawFor(p, anyCard)))
		}
	case m.Kind == Play && m.A == Reset && int8(m.N) == b.opp && len(b.codes) > 1:
		for k := range b.parts {
			p := &b.parts[k]
			old := p.code
			for p.code == old {
				p.code = b.codes[b.r.Intn(len(b.codes))]
			}
		}
	}
}

// fitSet is the cards that, drawn into p's hand with top on the number pile, can be discarded at
// once: alone (same digit or colour) or with a card of p's hand as a pair.
func fitSet(p *particle, top Card) cardSet {
	if !top.IsNumber() {
		return 0
	}
	td := int(tab.digit[top])
	set := digitSet[td] | colourSet[cardColours[top]]
	for e := 0; e <= td; e++ {
		for f := digitSet[e]; f != 0; f &= f - 1 {
			if p.hand[f.first()] > 0 {
				set |= digitSet[td-e]
				break
			}
		}
	}
	return set
}

// first returns the card of drawFor's answer.
func first(c Card, _ float64) Card { return c }
