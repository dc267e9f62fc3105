package app

import (
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
)

// playSectionRank places Play after the Editor (see registerGUISection).
const playSectionRank = 10

func init() {
	registerGUISection(playSectionRank, func(g *GUI) (string, fyne.CanvasObject) {
		p := newPlaySection(g.Window, registeredGames())
		if spec := os.Getenv(openEnv); spec != "" {
			if err := p.openFromSpec(spec); err != nil {
				dialog.ShowError(err, g.Window)
			} else {
				// The tab is appended after build returns: select it once the window runs.
				go fyne.Do(func() { selectPlayTab(g) })
			}
		}
		return "Play", p.Object()
	})
}

// selectPlayTab selects the Play tab by its title.
func selectPlayTab(g *GUI) {
	for i, item := range g.Tabs.Items {
		if item.Text == "Play" {
			g.Tabs.SelectIndex(i)
		}
	}
}
