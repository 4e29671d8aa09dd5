// A quick flick up: the prediction passes the top, so the sheet opens fully.
At(0.5) { drag("Sheet", by: CGSize(width: 0, height: -200), duration: 0.3) }
// A slow pull down: it settles at the nearer half detent.
At(2.5) { drag("Sheet", by: CGSize(width: 0, height: 100), duration: 1.0) }
// A short fast flick down: the speed carries it past half to collapsed.
At(5.0) { drag("Sheet", by: CGSize(width: 0, height: 60), duration: 0.1) }
