// SearchTokenizer.swift is compiled here alone (SiteBuilder pulls in the whole build); its Foundation string
// APIs come from the import the rest of SiteBuilder provides.
import Foundation
