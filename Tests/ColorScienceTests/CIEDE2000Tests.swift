import Testing

@testable import ColorScience

/// One row of the CIEDE2000 test data: two L*a*b* colours and their published ΔE00.
struct SharmaPair: Sendable, CustomTestStringConvertible {
    let number: Int
    let first: CIELABColor
    let second: CIELABColor
    let expected: Double

    var testDescription: String { "pair \(number)" }
}

/// Table 1 of G. Sharma, W. Wu, E. N. Dalal, "The CIEDE2000 Color-Difference Formula:
/// Implementation Notes, Supplementary Test Data, and Mathematical Observations", Color Research
/// & Application 30(1):21–30, 2005; also distributed as ciede2000testdata.txt on Sharma's page at
/// the University of Rochester. Columns: L1 a1 b1 L2 a2 b2 ΔE00 (kL = kC = kH = 1).
private let sharmaTable: [[Double]] = [
    [50.0000, 2.6772, -79.7751, 50.0000, 0.0000, -82.7485, 2.0425],
    [50.0000, 3.1571, -77.2803, 50.0000, 0.0000, -82.7485, 2.8615],
    [50.0000, 2.8361, -74.0200, 50.0000, 0.0000, -82.7485, 3.4412],
    [50.0000, -1.3802, -84.2814, 50.0000, 0.0000, -82.7485, 1.0000],
    [50.0000, -1.1848, -84.8006, 50.0000, 0.0000, -82.7485, 1.0000],
    [50.0000, -0.9009, -85.5211, 50.0000, 0.0000, -82.7485, 1.0000],
    [50.0000, 0.0000, 0.0000, 50.0000, -1.0000, 2.0000, 2.3669],
    [50.0000, -1.0000, 2.0000, 50.0000, 0.0000, 0.0000, 2.3669],
    [50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0009, 7.1792],
    [50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0010, 7.1792],
    [50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0011, 7.2195],
    [50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0012, 7.2195],
    [50.0000, -0.0010, 2.4900, 50.0000, 0.0009, -2.4900, 4.8045],
    [50.0000, -0.0010, 2.4900, 50.0000, 0.0010, -2.4900, 4.8045],
    [50.0000, -0.0010, 2.4900, 50.0000, 0.0011, -2.4900, 4.7461],
    [50.0000, 2.5000, 0.0000, 50.0000, 0.0000, -2.5000, 4.3065],
    [50.0000, 2.5000, 0.0000, 73.0000, 25.0000, -18.0000, 27.1492],
    [50.0000, 2.5000, 0.0000, 61.0000, -5.0000, 29.0000, 22.8977],
    [50.0000, 2.5000, 0.0000, 56.0000, -27.0000, -3.0000, 31.9030],
    [50.0000, 2.5000, 0.0000, 58.0000, 24.0000, 15.0000, 19.4535],
    [50.0000, 2.5000, 0.0000, 50.0000, 3.1736, 0.5854, 1.0000],
    [50.0000, 2.5000, 0.0000, 50.0000, 3.2972, 0.0000, 1.0000],
    [50.0000, 2.5000, 0.0000, 50.0000, 1.8634, 0.5757, 1.0000],
    [50.0000, 2.5000, 0.0000, 50.0000, 3.2592, 0.3350, 1.0000],
    [60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644],
    [63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.2630],
    [61.2901, 3.7196, -5.3901, 61.4292, 2.2480, -4.9620, 1.8731],
    [35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645],
    [22.7233, 20.0904, -46.6940, 23.0331, 14.9730, -42.5619, 2.0373],
    [36.4612, 47.8580, 18.3852, 36.2715, 50.5065, 21.2231, 1.4146],
    [90.8027, -2.0831, 1.4410, 91.1528, -1.6435, 0.0447, 1.4441],
    [90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381],
    [6.7747, -0.2908, -2.4247, 5.8714, -0.0985, -2.2286, 0.6377],
    [2.0776, 0.0795, -1.1350, 0.9033, -0.0636, -0.5514, 0.9082],
]

private let sharmaPairs: [SharmaPair] = sharmaTable.enumerated().map { index, row in
    SharmaPair(
        number: index + 1,
        first: CIELABColor(lightness: row[0], a: row[1], b: row[2]),
        second: CIELABColor(lightness: row[3], a: row[4], b: row[5]),
        expected: row[6]
    )
}

@Suite struct CIEDE2000Tests {
    @Test func theTableHasAllThirtyFourPairs() {
        #expect(sharmaPairs.count == 34)
    }

    /// The published values are rounded to 4 decimals, so the computed value must round to them.
    @Test(arguments: sharmaPairs)
    func matchesSharmasTestData(pair: SharmaPair) {
        let difference = CIEDE2000.difference(pair.first, pair.second)
        #expect(abs(difference - pair.expected) <= 0.00005 + 1e-12, "ΔE00 \(difference)")
        let reversed = CIEDE2000.difference(pair.second, pair.first)
        #expect(abs(reversed - difference) < 1e-12, "ΔE00 must be symmetric")
    }

    @Test func identicalColorsAreZeroApart() {
        let color = CIELABColor(lightness: 60, a: 8, b: 20)
        #expect(CIEDE2000.difference(color, color) == 0)
        #expect(CIEDE2000.difference(SRGBColor(rgb24: 0x336699), SRGBColor(rgb24: 0x336699)) == 0)
    }

    @Test func labFromSRGBMatchesKnownValues() {
        let white = CIELABColor(.white)
        #expect(abs(white.lightness - 100) < 1e-9)
        #expect(abs(white.a) < 1e-9 && abs(white.b) < 1e-9)
        #expect(CIELABColor(.black) == CIELABColor(lightness: 0, a: 0, b: 0))
        // sRGB red relative to D65 (no chromatic adaptation): L 53.2371, a 80.0901, b 67.2033.
        // CSS lab() is D50-relative and gives different numbers (54.29, 80.80, 69.89).
        let red = CIELABColor(SRGBColor(rgb24: 0xFF0000))
        #expect(abs(red.lightness - 53.2371) < 1e-4)
        #expect(abs(red.a - 80.0901) < 1e-4)
        #expect(abs(red.b - 67.2033) < 1e-4)
    }

    @Test(arguments: [0x000000, 0x010203, 0x336699, 0x808080, 0xFF0000, 0x00FF00, 0x0000FF, 0xFFFFFF] as [UInt32])
    func labRoundTripsThroughXYZ(rgb: UInt32) {
        let xyz = SRGBColor(rgb24: rgb).xyz
        let back = CIELABColor(xyz: xyz).xyz()
        #expect(abs(back.x - xyz.x) < 1e-12 && abs(back.y - xyz.y) < 1e-12 && abs(back.z - xyz.z) < 1e-12)
    }
}
