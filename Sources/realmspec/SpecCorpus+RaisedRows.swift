// The report inputs every report-writing command gives the coverage pages:
// the corpus's, with the rows of exceptions.md that only a run tells apart
// attributed on the reference engine (SpecCorpus+RaisedRows.swift).

internal import ReferenceEngine
internal import RealmSpecCore
internal import SpecReports
internal import SpecRunner

extension SpecCorpus {
    /// This corpus with its raised rows attributed on the reference engine.
    func attributingRaisedRows() -> SpecCorpus {
        var copy = self
        copy.attributeRaisedRows { () throws(EngineError) -> any Engine in ReferenceEngine() }
        return copy
    }

    /// The report inputs, with the raised rows attributed.
    var attributedReportInputs: ReportInputs { attributingRaisedRows().reportInputs }
}
