package flask

import (
	"path/filepath"
	"strings"
	"sync"

	"gopkg.in/yaml.v3"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/flask/ruleset"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// LoadRuleSet returns the compiled set an argument names: a built-in set (v0.4.2) or a rule-set
// file. Problems of a file come back as ruleset.Problems, one FILE:LINE line each.
func LoadRuleSet(nameOrFile string) (*RuleSet, error) {
	s, err := ruleset.Load(nameOrFile)
	if err != nil {
		return nil, err
	}
	if std, ok := ruleset.Builtin(ruleset.StandardName); ok && s.Hash() == std.Hash() {
		return Standard, nil
	}
	return CompileRuleSet(s)
}

// besideFile resolves a path written in a file relative to that file's folder (names of built-in
// sets and absolute paths stay as they are).
func besideFile(file, path string) string {
	if _, ok := ruleset.Builtin(path); ok || filepath.IsAbs(path) || file == "" {
		return path
	}
	return filepath.Join(filepath.Dir(file), filepath.FromSlash(path))
}

// oneLine joins a multi-line error (a set's problems) into one line.
func oneLine(err error) string { return strings.ReplaceAll(err.Error(), "\n", "; ") }

// RuleSetNode returns the set as a match log records it: nil for v0.4.2 (logs stay as they were),
// else the whole set as a YAML mapping, so a replay is exact even if the file changes.
func RuleSetNode(rs *RuleSet) *yaml.Node {
	if rs == nil || rs.IsStandard() {
		return nil
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(ruleset.Encode(rs.src), &doc); err != nil || len(doc.Content) == 0 {
		return nil
	}
	n := doc.Content[0]
	stripComments(n)
	return n
}

func stripComments(n *yaml.Node) {
	n.HeadComment, n.LineComment, n.FootComment = "", "", ""
	for _, c := range n.Content {
		stripComments(c)
	}
}

// compiledNodes caches the set compiled from a configuration's node, by the node's address (nodes
// are not changed once in a configuration).
var compiledNodes sync.Map // *yaml.Node → *RuleSet

// ruleSetOf returns the set of a configuration: the set cfg.RuleSet gives (a name or file as a
// scalar, a whole set as a mapping), else the set the first deck naming one names, else v0.4.2.
func ruleSetOf(cfg cards.Config, decks []Deck) (*RuleSet, error) {
	if n := cfg.RuleSet; n != nil {
		if rs, ok := compiledNodes.Load(n); ok { // a simulation sets up a million matches with one node
			return rs.(*RuleSet), nil
		}
		var rs *RuleSet
		var err error
		if n.Kind == yaml.ScalarNode {
			rs, err = LoadRuleSet(n.Value)
		} else {
			var s *ruleset.Set
			if s, err = ruleset.DecodeNode("ruleset", n); err == nil {
				rs, err = CompileRuleSet(s)
			}
		}
		if err != nil {
			return nil, msgerr.Errorf("%w: rule set: %s", cards.ErrBadSetup, oneLine(err))
		}
		if n.Kind != yaml.ScalarNode { // a file named by a scalar may change: read it again
			compiledNodes.Store(n, rs)
		}
		return rs, nil
	}
	for _, d := range decks {
		if d.Set != nil {
			return d.Set, nil
		}
	}
	return Standard, nil
}

// StandardNode returns v0.4.2 written whole as a configuration node (a comparison's second set).
func StandardNode() *yaml.Node {
	var doc yaml.Node
	if err := yaml.Unmarshal(ruleset.Encode(Standard.src), &doc); err != nil || len(doc.Content) == 0 {
		return nil
	}
	return doc.Content[0]
}

// ruleSetScalar is the YAML node naming a set by name or file (cards.Config.RuleSet).
func ruleSetScalar(nameOrFile string) *yaml.Node {
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: nameOrFile}
}

// RuleSetConfig returns the cards.Config.RuleSet node naming a set by name or file ("" for none).
func RuleSetConfig(nameOrFile string) *yaml.Node {
	if nameOrFile == "" {
		return nil
	}
	return ruleSetScalar(nameOrFile)
}

// jsonCompatible tells whether the original editor's JSON can hold the set's cards: the same base
// codes in the same order, G2 and Y2 at most once per card (the JSON writes them as true/false).
func (rs *RuleSet) jsonCompatible() error {
	if rs.standard {
		return nil
	}
	if len(rs.order) != len(Bases) {
		return msgerr.Errorf("rule set %s has %d base cards; the original editor's JSON holds exactly G2 Y1 B1 B2 G1 R1 R2 Y2", rs.name, len(rs.order))
	}
	for _, b := range Bases {
		if !strings.EqualFold(rs.BaseCode(b), b.String()) || rs.MaxCount(b) > b.MaxCount() && (b == G2 || b == Y2) {
			return msgerr.Errorf("rule set %s: base card %s (%s) cannot be written in the original editor's JSON (it knows G2 Y1 B1 B2 G1 R1 R2 Y2, G2 and Y2 at most once)",
				rs.name, rs.BaseCode(b), rs.BaseName(b))
		}
	}
	return nil
}
